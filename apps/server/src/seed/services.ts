/**
 * Demo content of the services (issue 5): doctors, grooming partners per city with their services
 * (the price table: the full package is ₹2499 in Pune and ₹3000 in Mumbai) and mating profiles.
 * Doctor ids are fixed so links to a doctor survive a re-seed.
 */

export interface SeedDoctor {
  id: string;
  slug: string;
  name: string;
  specialty: string;
  location: string;
  experience: number;
  rating: number;
  reviews: number;
  bio: string;
  image: string;
  species: string[];
}

export const seedDoctors: SeedDoctor[] = [
  {
    id: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    slug: 'meera-iyer',
    name: 'Meera Iyer',
    specialty: 'Dermatology',
    location: 'Pune',
    experience: 9,
    rating: 4.8,
    reviews: 214,
    bio: 'Skin, coat and allergy care for dogs and cats, from itchy paws to seasonal shedding.',
    image: '/art/vet-1-dog-cat.webp',
    species: ['Dog', 'Cat'],
  },
  {
    id: '0b7e4f2a-9c1d-4e3b-8f5a-6d2c1b0a9e8f',
    slug: 'arjun-mehta',
    name: 'Arjun Mehta',
    specialty: 'General Practice',
    location: 'Mumbai',
    experience: 12,
    rating: 4.7,
    reviews: 388,
    bio: 'Check-ups, vaccinations and everyday health for pets of every age.',
    image: '/art/vet-2-dog-cat.webp',
    species: ['Dog', 'Cat'],
  },
  {
    id: '3c9a8b7d-6e5f-4a1b-9c2d-8e7f6a5b4c3d',
    slug: 'kavya-nair',
    name: 'Kavya Nair',
    specialty: 'Feline Medicine',
    location: 'Bengaluru',
    experience: 7,
    rating: 4.9,
    reviews: 156,
    bio: 'A cat-only practice: calm visits, kidney and thyroid care, and senior cats.',
    image: '/art/vet-4-cat.webp',
    species: ['Cat'],
  },
  {
    id: '8d2e1f0a-3b4c-4d5e-8f6a-7b8c9d0e1f2a',
    slug: 'rohan-desai',
    name: 'Rohan Desai',
    specialty: 'Orthopaedics',
    location: 'Pune',
    experience: 15,
    rating: 4.6,
    reviews: 97,
    bio: 'Joints, fractures and mobility, with rehabilitation plans for large breeds.',
    image: '/art/vet-3-dog.webp',
    species: ['Dog'],
  },
  {
    id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    slug: 'sana-qureshi',
    name: 'Sana Qureshi',
    specialty: 'Nutrition',
    location: 'Delhi',
    experience: 6,
    rating: 4.5,
    reviews: 73,
    bio: 'Diet plans for weight, allergies and life stages, for dogs and cats.',
    image: '/art/vet-5-dog-cat.webp',
    species: ['Dog', 'Cat'],
  },
  {
    id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
    slug: 'vikram-singh',
    name: 'Vikram Singh',
    specialty: 'Dentistry',
    location: 'Mumbai',
    experience: 10,
    rating: 4.7,
    reviews: 129,
    bio: 'Cleanings, extractions and oral health checks under gentle care.',
    image: '/art/vet-6-dog-cat.webp',
    species: ['Dog', 'Cat'],
  },
];

export interface SeedPartner {
  slug: string;
  name: string;
  phone: string;
  email: string;
  rating: number;
  street: string;
  city: string;
  state: string;
  pinCode: string;
  services: { serviceName: string; price: number }[];
}

/** The full package of the price table, by city. */
export const FULL_PACKAGE = 'Full Grooming Package';

const services = (full: number, bath: number, nails: number) => [
  { serviceName: FULL_PACKAGE, price: full },
  { serviceName: 'Bath & Blow Dry', price: bath },
  { serviceName: 'Nail Trimming', price: nails },
  { serviceName: 'Ear Cleaning', price: nails },
];

export const seedPartners: SeedPartner[] = [
  {
    slug: 'pawfect-pune',
    name: 'Pawfect Mobile Grooming',
    phone: '9876500011',
    email: 'pune@pawfect.example',
    rating: 4.8,
    street: '21 Koregaon Park Road',
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411001',
    services: services(2499, 899, 299),
  },
  {
    slug: 'pawfect-mumbai',
    name: 'Pawfect Mobile Grooming Mumbai',
    phone: '9876500022',
    email: 'mumbai@pawfect.example',
    rating: 4.7,
    street: '5 Hill Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
    services: services(3000, 999, 349),
  },
  {
    slug: 'furbath-bengaluru',
    name: 'FurBath on Wheels',
    phone: '9876500033',
    email: 'hello@furbath.example',
    rating: 4.6,
    street: '80 Feet Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560038',
    services: services(2799, 949, 299),
  },
  {
    slug: 'groomvan-delhi',
    name: 'GroomVan Delhi',
    phone: '9876500044',
    email: 'care@groomvan.example',
    rating: 4.5,
    street: '14 Lodhi Colony',
    city: 'Delhi',
    state: 'Delhi',
    pinCode: '110003',
    services: services(2899, 999, 329),
  },
];

export const seedMatingProfiles = [
  {
    profileId: 'MP-1001',
    category: 'Dog',
    breed: 'Labrador Retriever',
    petName: 'Bruno',
    location: 'Pune',
  },
  {
    profileId: 'MP-1002',
    category: 'Dog',
    breed: 'Golden Retriever',
    petName: 'Daisy',
    location: 'Mumbai',
  },
  {
    profileId: 'MP-1003',
    category: 'Cat',
    breed: 'Persian',
    petName: 'Misty',
    location: 'Bengaluru',
  },
  { profileId: 'MP-1004', category: 'Dog', breed: 'Beagle', petName: 'Rocky', location: 'Delhi' },
  {
    profileId: 'MP-1005',
    category: 'Cat',
    breed: 'Maine Coon',
    petName: 'Simba',
    location: 'Pune',
  },
  {
    profileId: 'MP-1006',
    category: 'Dog',
    breed: 'Shih Tzu',
    petName: 'Coco',
    location: 'Hyderabad',
  },
];
