/** About page copy: the founders, their pets and the team. All of it is Petverse's own writing. */

export interface Person {
  name: string;
  role: string;
  image: string;
  bio?: string;
}

export const founderPetStories = [
  {
    id: 'biscuit',
    title: 'Biscuit, the indie who started it all',
    body: 'Ananya found Biscuit limping outside a tea stall in Kothrud during the 2019 monsoon. Getting him vaccinated, fed well and groomed meant a dozen phone calls a week. He is now nine, slightly round, and the unofficial quality inspector of every treat we stock.',
  },
  {
    id: 'mochi',
    title: 'Mochi, the cat who would not travel',
    body: 'When Kunal moved from Bengaluru to Mumbai, his Persian cat Mochi had other plans. Finding a pet-safe way to move her took three weeks of research. That search became our transportation partner network.',
  },
];

export const coFounders: Person[] = [
  {
    name: 'Ananya Rao',
    role: 'Co-founder & CEO',
    image: '/art/avatar-1.svg',
    bio: 'Former product lead in health-tech, lifelong dog person, and Biscuit’s chief of staff.',
  },
  {
    name: 'Kunal Deshpande',
    role: 'Co-founder & CTO',
    image: '/art/avatar-2.svg',
    bio: 'Built logistics software for a decade before Mochi taught him what a hard delivery looks like.',
  },
];

export const teamMembers: Person[] = [
  { name: 'Dr. Sana Kapoor', role: 'Head of Veterinary Care', image: '/art/avatar-3.svg' },
  { name: 'Aman Tiwari', role: 'Partnerships Lead', image: '/art/avatar-4.svg' },
  { name: 'Ishita Bansal', role: 'Product Designer', image: '/art/avatar-5.svg' },
  { name: 'Nikhil Pillai', role: 'Engineering', image: '/art/avatar-6.svg' },
  { name: 'Zoya Mirza', role: 'Community & Support', image: '/art/avatar-1.svg' },
  { name: 'Rajat Saxena', role: 'Operations, Pune', image: '/art/avatar-2.svg' },
  { name: 'Tanvi Hegde', role: 'Operations, Mumbai', image: '/art/avatar-3.svg' },
  { name: 'Farhan Ali', role: 'Grooming Partner Success', image: '/art/avatar-4.svg' },
  { name: 'Gauri Patil', role: 'Store Merchandising', image: '/art/avatar-5.svg' },
];
