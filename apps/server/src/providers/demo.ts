import { inArray } from 'drizzle-orm';
import {
  DEFAULT_AVAILABILITY,
  rupeesToPaise,
  type ProviderKind,
  type ProviderPerson,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { providerPincodes, providerServices, providers } from './tables';

/*
 * The seed's demo providers (issue 52 item 3): the demo grooming partners, clinics with the
 * seed's doctors, trainers and transporters, listed and bookable but owned by nobody until the
 * operator invites an owner (the back office's providers page). Keyed by `seedKey`: a re-seed
 * adds what is missing and never overwrites what an owner has since changed.
 */

export interface DemoProvider {
  key: string;
  kind: ProviderKind;
  name: string;
  about: string;
  city: string;
  /** A clinic's address; '' for home visits. */
  address: string;
  languages: string[];
  services: { name: string; price: number; minutes: number }[];
  /** The pincodes a home-visit provider comes to. */
  pincodes: string[];
  people: ProviderPerson[];
}

/** Pincodes of each demo city's central areas (home visits come there). */
const AREAS = {
  Pune: ['411001', '411002', '411004', '411005', '411006', '411007', '411014', '411038'],
  Mumbai: ['400001', '400050', '400051', '400052', '400053', '400058', '400076', '400093'],
  Bengaluru: ['560001', '560008', '560025', '560034', '560038', '560066', '560095', '560102'],
  Delhi: ['110001', '110003', '110016', '110017', '110019', '110024', '110048', '110062'],
  Hyderabad: ['500001', '500003', '500016', '500033', '500034', '500081', '500084'],
  Chennai: ['600001', '600004', '600017', '600020', '600028', '600040', '600041'],
  Kolkata: ['700001', '700016', '700019', '700020', '700029', '700053', '700091'],
  Lucknow: ['226001', '226010', '226016', '226020', '226024'],
} as const satisfies Record<string, readonly string[]>;

const grooming = (full: number, bath: number, nails: number) => [
  { name: 'Full Grooming Package', price: full, minutes: 120 },
  { name: 'Bath & Blow Dry', price: bath, minutes: 60 },
  { name: 'Nail Trimming', price: nails, minutes: 30 },
  { name: 'Ear Cleaning', price: nails, minutes: 30 },
];

const groomer = (
  key: string,
  name: string,
  city: keyof typeof AREAS,
  prices: [number, number, number],
  languages: string[],
): DemoProvider => ({
  key: `groomer:${key}`,
  kind: 'groomer',
  name,
  about: 'A grooming van that comes to your door: warm water, gentle dryers, no cages.',
  city,
  address: '',
  languages,
  services: grooming(...prices),
  pincodes: [...AREAS[city]],
  people: [],
});

const vet = (
  name: string,
  qualification: string,
  species: ('dog' | 'cat')[],
  experienceYears: number,
): ProviderPerson => ({ name, qualification, registrationNumber: '', species, experienceYears });

const CLINIC_SERVICES = [
  { name: 'Consultation', price: 600, minutes: 30 },
  { name: 'Vaccination visit', price: 900, minutes: 30 },
  { name: 'Health check-up', price: 1200, minutes: 45 },
];

export const DEMO_PROVIDERS: DemoProvider[] = [
  // The seed's grooming partners, now serving pincodes rather than a typed city name, and the
  // cities that had none.
  groomer(
    'pawfect-pune',
    'Pawfect Mobile Grooming',
    'Pune',
    [2499, 899, 299],
    ['Hindi', 'Marathi', 'English'],
  ),
  groomer(
    'pawfect-mumbai',
    'Pawfect Mobile Grooming Mumbai',
    'Mumbai',
    [3000, 999, 349],
    ['Hindi', 'Marathi', 'English'],
  ),
  groomer(
    'furbath-bengaluru',
    'FurBath on Wheels',
    'Bengaluru',
    [2799, 949, 299],
    ['Kannada', 'English', 'Hindi'],
  ),
  groomer(
    'groomvan-delhi',
    'GroomVan Delhi',
    'Delhi',
    [2899, 999, 329],
    ['Hindi', 'English', 'Punjabi'],
  ),
  groomer(
    'snipsuds-hyderabad',
    'Snip & Suds Hyderabad',
    'Hyderabad',
    [2599, 899, 299],
    ['Telugu', 'Hindi', 'English'],
  ),
  groomer(
    'tailwag-chennai',
    'Tail Wag Grooming Chennai',
    'Chennai',
    [2599, 899, 299],
    ['Tamil', 'English'],
  ),
  groomer(
    'pawspa-kolkata',
    'Paw Spa Kolkata',
    'Kolkata',
    [2399, 849, 279],
    ['Bengali', 'Hindi', 'English'],
  ),
  groomer(
    'nawabi-lucknow',
    'Nawabi Pets Grooming',
    'Lucknow',
    [2199, 799, 249],
    ['Hindi', 'Urdu', 'English'],
  ),
  // Clinics with the seed's doctors (their pages at /vet-clinic/doctor/{id} stay).
  {
    key: 'vet:pune',
    kind: 'vet',
    name: 'Petverse Partner Clinic, Pune',
    about: 'Skin, joints and everyday care for dogs and cats, with a calm waiting room for cats.',
    city: 'Pune',
    address: '21 Koregaon Park Road, Pune 411001',
    languages: ['Hindi', 'Marathi', 'English'],
    services: CLINIC_SERVICES,
    pincodes: [],
    people: [
      vet('Dr. Meera Iyer', 'BVSc & AH, MVSc (Dermatology)', ['dog', 'cat'], 9),
      vet('Dr. Rohan Desai', 'BVSc & AH, MVSc (Surgery and Orthopaedics)', ['dog'], 15),
    ],
  },
  {
    key: 'vet:mumbai',
    kind: 'vet',
    name: 'Petverse Partner Clinic, Mumbai',
    about: 'Check-ups, vaccinations and dental care for pets of every age.',
    city: 'Mumbai',
    address: '5 Hill Road, Bandra West, Mumbai 400050',
    languages: ['Hindi', 'Marathi', 'English'],
    services: CLINIC_SERVICES,
    pincodes: [],
    people: [
      vet('Dr. Arjun Mehta', 'BVSc & AH', ['dog', 'cat'], 12),
      vet('Dr. Vikram Singh', 'BVSc & AH, MVSc (Veterinary Dentistry)', ['dog', 'cat'], 10),
    ],
  },
  {
    key: 'vet:bengaluru',
    kind: 'vet',
    name: 'Whiskers Cat Clinic, Bengaluru',
    about: 'A cat-only practice: calm visits, kidney and thyroid care, and senior cats.',
    city: 'Bengaluru',
    address: '80 Feet Road, Indiranagar, Bengaluru 560038',
    languages: ['Kannada', 'English', 'Hindi'],
    services: CLINIC_SERVICES,
    pincodes: [],
    people: [vet('Dr. Kavya Nair', 'BVSc & AH, MVSc (Feline Medicine)', ['cat'], 7)],
  },
  {
    key: 'vet:delhi',
    kind: 'vet',
    name: 'Petverse Partner Clinic, Delhi',
    about: 'Diet plans and everyday care for dogs and cats.',
    city: 'Delhi',
    address: '14 Lodhi Colony, New Delhi 110003',
    languages: ['Hindi', 'English'],
    services: CLINIC_SERVICES,
    pincodes: [],
    people: [vet('Dr. Sana Qureshi', 'BVSc & AH, MVSc (Animal Nutrition)', ['dog', 'cat'], 6)],
  },
  {
    key: 'trainer:pune',
    kind: 'trainer',
    name: 'Good Dog Academy Pune',
    about: 'Puppy basics, leash manners and calm greetings, at your home.',
    city: 'Pune',
    address: '',
    languages: ['Hindi', 'Marathi', 'English'],
    services: [
      { name: 'Puppy basics, one session', price: 900, minutes: 60 },
      { name: 'Leash manners, one session', price: 1100, minutes: 60 },
    ],
    pincodes: [...AREAS.Pune],
    people: [],
  },
  {
    key: 'trainer:bengaluru',
    kind: 'trainer',
    name: 'Sit Stay Bengaluru',
    about: 'Positive-reinforcement training for puppies and rescued dogs.',
    city: 'Bengaluru',
    address: '',
    languages: ['Kannada', 'English'],
    services: [{ name: 'Training session at home', price: 1000, minutes: 60 }],
    pincodes: [...AREAS.Bengaluru],
    people: [],
  },
  {
    key: 'transport:mumbai',
    kind: 'transport',
    name: 'PetRide Mumbai',
    about:
      'Air-conditioned rides with crates and a handler, to the vet, the groomer or a new home.',
    city: 'Mumbai',
    address: '',
    languages: ['Hindi', 'Marathi', 'English'],
    services: [
      { name: 'Ride within the city', price: 799, minutes: 90 },
      { name: 'Airport drop with paperwork help', price: 2499, minutes: 180 },
    ],
    pincodes: [...AREAS.Mumbai],
    people: [],
  },
  {
    key: 'transport:delhi',
    kind: 'transport',
    name: 'Paws on Wheels Delhi',
    about: 'Rides to the vet and across the city, with a handler beside your pet.',
    city: 'Delhi',
    address: '',
    languages: ['Hindi', 'English'],
    services: [{ name: 'Ride within the city', price: 699, minutes: 90 }],
    pincodes: [...AREAS.Delhi],
    people: [],
  },
];

/**
 * Lists the demo providers that are not there yet (keyed by `seedKey`), with their services and
 * pincodes; one already there is left as it is.
 */
export async function seedDemoProviders(db: Database): Promise<void> {
  const keys = DEMO_PROVIDERS.map((p) => p.key);
  const present = new Set(
    (
      await db
        .select({ key: providers.seedKey })
        .from(providers)
        .where(inArray(providers.seedKey, keys))
    ).map((r) => r.key),
  );
  const missing = DEMO_PROVIDERS.filter((p) => !present.has(p.key));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(providers)
      .values(
        missing.map((p) => ({
          kind: p.kind,
          name: p.name,
          about: p.about,
          city: p.city,
          address: p.address,
          languages: p.languages,
          people: p.people,
          availability: DEFAULT_AVAILABILITY,
          autoAccept: true,
          status: 'active',
          seedKey: p.key,
        })),
      )
      .onConflictDoNothing({ target: providers.seedKey })
      .returning({ id: providers.id, key: providers.seedKey });
    const idOf = new Map(made.map((r) => [r.key, r.id]));
    const services = missing.flatMap((p) =>
      idOf.has(p.key)
        ? p.services.map((s, position) => ({
            providerId: idOf.get(p.key)!,
            name: s.name,
            pricePaise: rupeesToPaise(s.price),
            minutes: s.minutes,
            position,
          }))
        : [],
    );
    const pincodes = missing.flatMap((p) =>
      idOf.has(p.key)
        ? p.pincodes.map((pincode) => ({ providerId: idOf.get(p.key)!, pincode }))
        : [],
    );
    if (services.length) await tx.insert(providerServices).values(services);
    if (pincodes.length) await tx.insert(providerPincodes).values(pincodes);
  });
}
