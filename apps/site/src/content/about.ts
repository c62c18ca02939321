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
    image: '/art/avatar-1.webp',
    bio: 'Former product lead in health-tech, lifelong dog person, and Biscuit’s chief of staff.',
  },
  {
    name: 'Kunal Deshpande',
    role: 'Co-founder & CTO',
    image: '/art/avatar-2.webp',
    bio: 'Built logistics software for a decade before Mochi taught him what a hard delivery looks like.',
  },
];

export const teamMembers: Person[] = [
  { name: 'Dr. Sana Kapoor', role: 'Head of Veterinary Care', image: '/art/avatar-3.webp' },
  { name: 'Aman Tiwari', role: 'Partnerships Lead', image: '/art/avatar-4.webp' },
  { name: 'Ishita Bansal', role: 'Product Designer', image: '/art/avatar-5.webp' },
  { name: 'Nikhil Pillai', role: 'Engineering', image: '/art/avatar-6.webp' },
  { name: 'Zoya Mirza', role: 'Community & Support', image: '/art/avatar-1.webp' },
  { name: 'Rajat Saxena', role: 'Operations, Pune', image: '/art/avatar-2.webp' },
  { name: 'Tanvi Hegde', role: 'Operations, Mumbai', image: '/art/avatar-3.webp' },
  { name: 'Farhan Ali', role: 'Grooming Partner Success', image: '/art/avatar-4.webp' },
  { name: 'Gauri Patil', role: 'Store Merchandising', image: '/art/avatar-5.webp' },
];
