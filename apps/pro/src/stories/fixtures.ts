import {
  DEFAULT_AVAILABILITY,
  type ProviderBooking,
  type ProviderStatement,
} from '@petverse/api/contract';

/** Tuesday 8 Dec 2026, 09:00 in India: the stories' "now". */
export const STORY_NOW = new Date('2026-12-08T03:30:00Z');

const base: ProviderBooking = {
  id: 'b-1',
  providerId: 'p-1',
  providerName: 'GroomVan Pune',
  kind: 'groomer',
  service: 'Full Grooming',
  price: 1200,
  start: '2026-12-08T10:00:00+05:30',
  end: '2026-12-08T11:00:00+05:30',
  status: 'confirmed',
  heldUntil: null,
  reason: null,
  pet: { id: 'pet-1', name: 'Bruno', species: 'dog', breed: 'Beagle', dateOfBirth: '2021-04-01' },
  address: {
    name: 'Asha Rao',
    phone: '9876543210',
    street: '12 MG Road, Flat 4B, Sai Krupa Apartments near the big banyan tree',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  },
  customer: { name: 'Asha Rao', phone: '+91 98765 43210' },
  refund: null,
  movedFrom: null,
  reviewed: false,
  createdAt: '2026-12-07T08:00:00.000Z',
};

/** A morning's bookings: one to accept, one accepted, one done. */
export const bookings: ProviderBooking[] = [
  {
    ...base,
    id: 'b-0',
    start: '2026-12-08T08:00:00+05:30',
    end: '2026-12-08T09:00:00+05:30',
    status: 'accepted',
    pet: { ...base.pet!, name: 'Coco', species: 'cat', breed: 'Persian' },
  },
  base,
  {
    ...base,
    id: 'b-2',
    service: 'Spa Day',
    price: 2400,
    start: '2026-12-08T14:00:00+05:30',
    end: '2026-12-08T16:00:00+05:30',
    status: 'accepted',
    customer: { name: 'Vikram Subramaniam-Venkataraghavan', phone: '+91 91234 56789' },
  },
];

export const availability = {
  ...DEFAULT_AVAILABILITY,
  daysOff: ['2026-12-25'],
};

export const profile = {
  kind: 'groomer',
  status: 'active',
  profile: {
    name: 'GroomVan Pune',
    about: 'A grooming van that comes to your door.',
    city: 'Pune',
    address: '',
    languages: ['Hindi', 'Marathi', 'English'],
    photos: [],
    autoAccept: false,
    services: [
      { name: 'Full Grooming', price: 1200, minutes: 60 },
      { name: 'Spa Day', price: 2400, minutes: 120 },
    ],
    pincodes: ['411001', '411002'],
    people: [
      {
        name: 'Sunita Pawar',
        qualification: 'Certified pet groomer',
        registrationNumber: '',
        species: ['dog', 'cat'],
        experienceYears: 6,
      },
    ],
  },
};

/** The team as its owner sees it: a member, a disabled account and an open invitation. */
export const team = {
  members: [
    {
      id: 'm-1',
      name: 'Ravi Kulkarni',
      email: 'ravi@groomvan.in',
      role: 'owner',
      disabled: false,
      you: true,
    },
    {
      id: 'm-2',
      name: 'Sunita Pawar',
      email: 'sunita@groomvan.in',
      role: 'member',
      disabled: false,
      you: false,
    },
    {
      id: 'm-3',
      name: 'Amit Joshi',
      email: 'amit@groomvan.in',
      role: 'member',
      disabled: true,
      you: false,
    },
  ],
  invitations: [
    { id: 'i-1', email: 'neha@groomvan.in', role: 'member', expiresAt: '2026-12-14T04:30:00.000Z' },
  ],
};

/** December 2026 for GroomVan Pune: two done bookings at 15 %, not paid yet. */
export const statement: ProviderStatement = {
  providerId: 'p-1',
  providerName: 'GroomVan Pune',
  month: '2026-12',
  commissionPercent: 15,
  bookings: [
    { id: 'b-0', start: '2026-12-01T10:00:00+05:30', service: 'Full Grooming', price: 1200 },
    {
      id: 'b-2',
      start: '2026-12-03T14:00:00+05:30',
      service: 'Spa Day with a de-shedding treatment and nail trim',
      price: 2400,
    },
  ],
  gross: 3600,
  commission: 540,
  gstOnCommission: 97.2,
  net: 2962.8,
  payout: null,
};
