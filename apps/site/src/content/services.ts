/** Service cards and the site's page index (for search). All copy is Petverse's own. */

export interface ServiceLink {
  title: string;
  href: string;
  image: string;
  description: string;
}

const art = (id: string) => `/art/service-${id}.webp`;

/** Our Services (spec §2.4): the same four cards on the home page and the universe screens. */
export const mainServices: ServiceLink[] = [
  {
    title: 'Pet Care',
    href: '/pet-dog-care',
    image: art('care'),
    description: 'Vet clinics, a pet pharmacy and insurance, for every stage of life.',
  },
  {
    title: 'Pet Lifestyle',
    href: '/pet-dog-lifestyle',
    image: art('lifestyle'),
    description: 'Mating, breeding, grooming, training and pet-safe travel.',
  },
  {
    title: 'Pet Store',
    href: '/pet-store',
    image: art('store'),
    description: 'Food, treats, toys and accessories delivered across India.',
  },
  {
    title: 'Zib Store',
    href: '/zib-store',
    image: art('zib'),
    description: 'Our own branded range, made with the vets we work with.',
  },
];

/** Pet care cards (spec §2.4). */
export const careServices: ServiceLink[] = [
  {
    title: 'Vet Clinic',
    href: '/vet-clinic',
    image: art('vet'),
    description: 'Book a consultation with a verified vet, in person or online.',
  },
  {
    title: 'Pet Pharmacy',
    href: '/pet-pharmacy',
    image: art('pharmacy'),
    description: 'Order prescribed medicines with your vet’s prescription.',
  },
  {
    title: 'Pet Insurance',
    href: '/pet-insurance',
    image: art('insurance'),
    description: 'Cover for illness, accidents and surgery from our insurance partner.',
  },
];

/** Pet Lifestyle cards (spec §2.4). */
export const lifestyleServices: ServiceLink[] = [
  {
    title: 'Mating',
    href: '/mating-profile',
    image: art('mating'),
    description: 'Find a healthy, well-matched partner for your pet.',
  },
  {
    title: 'Breeding',
    href: '/breeding-profile',
    image: art('breeding'),
    description: 'Responsible breeders with health records you can check.',
  },
  {
    title: 'Grooming',
    href: '/grooming',
    image: art('grooming'),
    description: 'Baths, haircuts and nail trims at home or at a salon.',
  },
  {
    title: 'Training',
    href: '/training',
    image: art('training'),
    description: 'Trainers for puppies, manners and behaviour problems.',
  },
  {
    title: 'Transportation',
    href: '/transportation',
    image: art('transportation'),
    description: 'Pet-safe travel across town or across the country.',
  },
];

/** The home page's four-card store strip; every card asks the visitor to register a pet. */
export const storeStrip: ServiceLink[] = [
  {
    title: 'Food that fits',
    href: '/register',
    image: art('food'),
    description: 'Register your pet and we suggest food for its age and breed.',
  },
  {
    title: 'Toys they love',
    href: '/register',
    image: art('toys'),
    description: 'Chews, ropes and teasers picked for how your pet plays.',
  },
  {
    title: 'Everyday accessories',
    href: '/register',
    image: art('accessories'),
    description: 'Collars, beds and bowls in the right size, first time.',
  },
  {
    title: 'Health and hygiene',
    href: '/register',
    image: art('health'),
    description: 'Reminders for deworming, vaccines and grooming days.',
  },
];

/** Universe screens: cats and dogs. */
export const universes = {
  cat: {
    title: 'Cat Universe',
    href: '/cat-universe',
    image: art('cat'),
    description: 'Everything for curious, independent cats and kittens.',
  },
  dog: {
    title: 'Dog Universe',
    href: '/dog-universe',
    image: art('dog'),
    description: 'Everything for playful pups and loyal old dogs.',
  },
} satisfies Record<string, ServiceLink>;

/** Pages the search page can find, with extra words people search them by. */
export const sitePages: (ServiceLink & { keywords: string[] })[] = [
  ...[...mainServices, ...careServices, ...lifestyleServices].map((s) => ({
    ...s,
    keywords: [] as string[],
  })),
  { ...universes.cat, keywords: ['cat', 'kitten'] },
  { ...universes.dog, keywords: ['dog', 'puppy', 'pup'] },
  {
    title: 'About Us',
    href: '/about-us',
    image: art('care'),
    description: 'The founders, their pets and the team behind Petverse.',
    keywords: ['team', 'founders', 'jobs', 'join', 'careers'],
  },
  {
    title: 'Privacy Policy',
    href: '/privacy-policy',
    image: art('insurance'),
    description: 'How we collect, use and protect your data.',
    keywords: ['privacy', 'data', 'cookies'],
  },
];
