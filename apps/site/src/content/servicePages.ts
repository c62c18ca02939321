/**
 * Copy and demo data of the service pages (services spec §2.6–2.12): hero slides, insurance facts,
 * the grooming landing, and the static sample pets of the pet listing.
 */
import type { HeroSlideContent } from '../pages/services/ServiceHero';

/** A service's own hero art (scripts/drawings.mjs): wide, and tall for phones. */
const heroArt = (service: string) => ({
  wide: `/art/hero-${service}-wide.webp`,
  tall: `/art/hero-${service}-tall.webp`,
});

export const vetClinicSlides: HeroSlideContent[] = [
  {
    headline: 'Trusted Vets, Close to Home',
    subheadline: 'Book a consultation in clinic, at home or online with experienced doctors.',
    // Said to pet parents: its button finds them a doctor; the next slide is for clinics.
    cta: { label: 'Find a doctor', to: '#doctors' },
    ...heroArt('vet'),
  },
  {
    headline: 'Grow Your Practice with Petverse',
    subheadline: 'Reach pet parents across India looking for the right vet.',
    cta: { label: 'Register Your Clinic', to: '/VetClinicRegistrationForm' },
    ...heroArt('vet'),
  },
];

export const pharmacySlides: HeroSlideContent[] = [
  {
    headline: 'Pet Medicines, Delivered',
    subheadline: 'Prescriptions, supplements and everyday care from trusted pharmacies.',
    cta: { label: 'Register Your Pharmacy', to: '/PetPharmacyRegistrationForm' },
    ...heroArt('pharmacy'),
  },
  {
    headline: 'Partner with Petverse Pharmacy',
    subheadline: 'List your range and reach pet parents near you.',
    cta: { label: 'Register Your Pharmacy', to: '/PetPharmacyRegistrationForm' },
    ...heroArt('pharmacy'),
  },
];

export const breedingSlides: HeroSlideContent[] = [
  {
    headline: 'Find Trusted Breeders for Your Pet',
    subheadline: 'Ethical, experienced, and verified professionals near you.',
    cta: { label: 'Start Your Journey', to: '/breeding' },
    ...heroArt('breeding'),
  },
];

export const matingSlides: HeroSlideContent[] = [
  {
    headline: 'Find the Perfect Match for Your Pet',
    subheadline: 'Browse mating profiles from pet parents across India.',
    cta: { label: 'Register Your Pet', to: '/register' },
    ...heroArt('mating'),
  },
];

export const trainingSlides: HeroSlideContent[] = [
  {
    headline: 'Expert Pet Training for Every Need',
    subheadline: 'Transform your pet\u2019s behavior with certified trainers.',
    cta: { label: 'Start Your Journey', to: '/training' },
    ...heroArt('training'),
  },
];

export const transportationSlides: HeroSlideContent[] = [
  {
    headline: 'Safe & Reliable Pet Transportation',
    subheadline: 'Stress-free travel solutions for your beloved pets.',
    cta: { label: 'Start Your Journey', to: '/transportation' },
    ...heroArt('transportation'),
  },
];

/**
 * The insurance partner's quote page (VITE_INSURER_URL at build time, an https address; see the
 * README). Until one is set, the insurance page's actions lead to our own pet-parent insurance
 * form, where the partner's team calls back: never to a placeholder.
 */
export const INSURER_URL: string | undefined = import.meta.env.VITE_INSURER_URL || undefined;
/** Our own pet-parent insurance form (marketing spec §2.7). */
export const INSURANCE_FORM_PATH = '/PetParentRegistrationForm';

export const insuranceBenefits = [
  {
    title: 'Accident & Illness Cover',
    text: 'Vet bills for accidents and illnesses, big or small.',
    icon: '/art/service-health.webp',
  },
  {
    title: 'Owner Liability up to ₹15 lakh',
    text: 'Third-party liability cover for pet parents up to 15 lakh rupees.',
    icon: '/art/service-insurance.webp',
  },
  {
    title: '30-Day Terminal Disease Cover',
    text: 'Support for terminal diseases after a 30-day period.',
    icon: '/art/service-care.webp',
  },
  {
    title: 'Dogs and Cats',
    text: 'Every breed of dog and cat from 90 days of age.',
    icon: '/art/service-vet.webp',
  },
];

/** The eligibility table (§2.7). */
export const insuranceEligibility = [
  { pet: 'Dogs: small breeds', entry: '3 months to 7 years', exit: '10 years' },
  { pet: 'Dogs: medium breeds', entry: '3 months to 7 years', exit: '10 years' },
  { pet: 'Dogs: large breeds', entry: '3 months to 6 years', exit: '10 years' },
  { pet: 'Dogs: giant breeds', entry: '3 months to 7 years', exit: '12 years' },
  { pet: 'Cats: all breeds', entry: '3 months to 7 years', exit: '12 years' },
];

export const groomingOffers = [
  { title: 'Bath & Blow Dry', text: 'Gentle shampoo, conditioner and a fluffy blow dry.' },
  { title: 'Haircut & Styling', text: 'Breed cuts and hygiene trims by trained groomers.' },
  { title: 'Nail Trimming', text: 'Clipped and filed without stress.' },
  { title: 'Ear Cleaning', text: 'Careful cleaning to keep infections away.' },
  { title: 'Teeth Brushing', text: 'Fresh breath and healthy gums.' },
  { title: 'Tick & Flea Treatment', text: 'Anti-tick baths and checks.' },
];

export const groomingFaq = [
  {
    id: 'payment',
    title: 'Do I need to pay in advance?',
    content: 'Yes. Full advance payment is required to confirm your appointment.',
  },
  {
    id: 'reschedule',
    title: 'Can I reschedule my appointment?',
    content: 'Yes, rescheduling is free up to 24 hours before your slot.',
  },
  {
    id: 'cancel',
    title: 'What is the cancellation policy?',
    content: 'Cancellations within 24 hours of the slot are non-refundable.',
  },
  {
    id: 'pets',
    title: 'Which pets do you groom?',
    content: 'We groom small to large calm dogs and cats.',
  },
  {
    id: 'decline',
    title: 'Can a groomer decline a session?',
    content:
      'Yes. The provider may decline a session if the pet shows signs of illness, stress or aggression.',
  },
];

export const groomingPrices = [
  { label: 'Pune', price: 2499, note: 'Full grooming package' },
  { label: 'Mumbai', price: 3000, note: 'Full grooming package' },
];

export const groomingTestimonials = [
  {
    name: 'Priya Sharma',
    title: 'Pet parent of Bruno, Pune',
    message:
      'The groomers came home on time and Bruno was calm the whole session. He looks brand new!',
    image: '/art/avatar-1.webp',
  },
  {
    name: 'Rahul Verma',
    title: 'Pet parent of Misty, Mumbai',
    message:
      'Misty hates baths, but they were so patient with her. Booking and paying online was easy.',
    image: '/art/avatar-2.webp',
  },
  {
    name: 'Ananya Iyer',
    title: 'Pet parent of Coco, Pune',
    message: 'Great haircut, neat nails and a happy dog. We now book every month.',
    image: '/art/avatar-3.webp',
  },
];

/** A static sample pet of the pet listing (§3). */
export interface SamplePet {
  id: number;
  name: string;
  species: 'Dog' | 'Cat';
  breed: string;
  city: string;
  age: string;
  img: string;
  description: string;
  images: string[];
  owner: { name: string; phone: string; email: string; address: string };
}

export const samplePets: SamplePet[] = [
  {
    id: 1,
    name: 'Bruno',
    species: 'Dog',
    breed: 'Labrador Retriever',
    city: 'Pune',
    age: '3 years',
    img: '/art/service-dog.webp',
    description: 'Friendly, healthy and fully vaccinated, with KCI papers.',
    images: ['/art/service-dog.webp', '/art/service-mating.webp'],
    owner: {
      name: 'Priya Sharma',
      phone: '9876500101',
      email: 'priya@example.com',
      address: 'Koregaon Park, Pune',
    },
  },
  {
    id: 2,
    name: 'Misty',
    species: 'Cat',
    breed: 'Persian',
    city: 'Bengaluru',
    age: '2 years',
    img: '/art/service-cat.webp',
    description: 'Calm and affectionate, regular vet check-ups.',
    images: ['/art/service-cat.webp'],
    owner: {
      name: 'Kavya Rao',
      phone: '9876500102',
      email: 'kavya@example.com',
      address: 'Indiranagar, Bengaluru',
    },
  },
  {
    id: 3,
    name: 'Daisy',
    species: 'Dog',
    breed: 'Golden Retriever',
    city: 'Mumbai',
    age: '4 years',
    img: '/art/service-breeding.webp',
    description: 'Champion bloodline, gentle temperament.',
    images: ['/art/service-breeding.webp', '/art/service-dog.webp'],
    owner: {
      name: 'Rahul Verma',
      phone: '9876500103',
      email: 'rahul@example.com',
      address: 'Bandra West, Mumbai',
    },
  },
];

/** A listing passed in navigation state (§3 Pet listing). */
export interface PetListing {
  petName?: string;
  age?: string | number;
  description?: string;
  ownerName?: string;
  category?: string;
  breed?: string;
  location?: string;
  openTo?: string;
  phone?: string;
  email?: string;
  address?: string;
  createdAt?: string;
  updatedAt?: string;
  selfie?: string;
  petPhotos?: string[];
  kciDoc?: string;
  licenseDoc?: string;
  fitnessCert?: string;
}

/** The sample pets as listings, for the listing pages' links. */
export const sampleListing = (pet: SamplePet): PetListing => ({
  petName: pet.name,
  age: pet.age,
  description: pet.description,
  ownerName: pet.owner.name,
  category: pet.species,
  breed: pet.breed,
  location: pet.city,
  phone: pet.owner.phone,
  email: pet.owner.email,
  address: pet.owner.address,
  selfie: pet.img,
  petPhotos: pet.images,
});
