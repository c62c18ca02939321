/*
 * Service providers (issue 52): the clinics, groomers, trainers and transporters who register
 * through the forms, run their calendars in the portal (`/pro`) and are booked by pet parents.
 * Types of the calls, the rules both sides read, and what the server says.
 */
import { said } from './said';
import { todayInIndia } from './bookingTime';

/** What a provider does: the public lists are by kind. */
export const PROVIDER_KINDS = ['vet', 'groomer', 'trainer', 'transport', 'pharmacy'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Which registration form makes which kind of provider when approved. */
export const PROVIDER_FORM_KINDS: Readonly<Record<string, ProviderKind>> = {
  vetClinic: 'vet',
  groomingCenter: 'groomer',
  trainerInstitute: 'trainer',
  transportProvider: 'transport',
  petPharmacy: 'pharmacy',
};

/** A provider account's role in its team: the owner invites and manages the rest. */
export const PROVIDER_ROLES = ['owner', 'member'] as const;
export type ProviderRole = (typeof PROVIDER_ROLES)[number];

/** A provider session's token starts with this (a staff one `pvs_`, a pet parent's is a JWT). */
export const PROVIDER_TOKEN_PREFIX = 'pvp_';
/** How long an invitation link works. */
export const PROVIDER_INVITATION_DAYS = 7;
/** How long a provider session may go without a request. */
export const PROVIDER_IDLE_HOURS = 24 * 14;

/** How long a slot is held for its payment (the checkout's window); then it is free again. */
export const HOLD_MINUTES = 15;

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One stretch of working hours on a weekday, 'HH:MM' to 'HH:MM' in India (a lunch break is two). */
export interface WeeklyHours {
  day: Weekday;
  from: string;
  to: string;
}

/** When a provider can be booked. Every time is India's. */
export interface Availability {
  weekly: WeeklyHours[];
  /** A slot's length: bookings start on these steps from each stretch's start. */
  slotMinutes: number;
  /** How many bookings one slot takes (the people or vans that work it). */
  capacity: number;
  /** No booking that starts sooner than this many hours from now. */
  leadHours: number;
  /** No booking further ahead than this many days. */
  horizonDays: number;
  /** Dates (YYYY-MM-DD) closed besides the national holidays. */
  daysOff: string[];
  /** Open on national holidays too (closed by default). */
  openOnHolidays: boolean;
}

export const AVAILABILITY_LIMITS = {
  slotMinutes: { min: 15, max: 480 },
  capacity: { min: 1, max: 50 },
  leadHours: { min: 0, max: 168 },
  horizonDays: { min: 1, max: 180 },
} as const;

/** A new provider's hours until it sets its own: Mon–Sat 10:00–19:00 with a lunch hour. */
export const DEFAULT_AVAILABILITY: Availability = {
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).flatMap((day) => [
    { day, from: '10:00', to: '13:00' },
    { day, from: '14:00', to: '19:00' },
  ]),
  slotMinutes: 60,
  capacity: 1,
  leadHours: 2,
  horizonDays: 30,
  daysOff: [],
  openOnHolidays: false,
};

/** A service a provider offers, priced in rupees (GST included), with how long it takes. */
export interface ProviderService {
  name: string;
  price: number;
  minutes: number;
}

/** A provider as pet parents see it. */
export interface ProviderListing {
  id: string;
  kind: ProviderKind;
  name: string;
  about: string;
  city: string;
  /** Clinics: where to come. Home-visit providers: empty. */
  address: string;
  languages: string[];
  photos: string[];
  /** Average stars (1–5) of reviews from done bookings; null before the first. */
  rating: number | null;
  ratingCount: number;
  services: ProviderService[];
  /** The pincodes it comes to (home visits); empty for a clinic. */
  pincodes: string[];
  /** The team's people pet parents may see (a clinic's doctors), with their public profile. */
  people: ProviderPerson[];
}

/**
 * A person pet parents may see on the listing (a clinic's doctor, a groomer): set by the
 * owner in the profile, whether or not the person has a portal account.
 */
export interface ProviderPerson {
  name: string;
  /** e.g. 'BVSc & AH, MVSc (Surgery)'. */
  qualification: string;
  /** The State Veterinary Council's registration number (doctors); '' for others. */
  registrationNumber: string;
  species: ('dog' | 'cat')[];
  experienceYears: number;
}

/** How many photos a listing shows. */
export const PROVIDER_PHOTOS_MAX = 12;

export const PERSON_LIMITS = { experienceYears: { min: 0, max: 60 }, people: 30 } as const;

/** A member of a provider's team as its owner manages it (`GET /pro/team`). */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: ProviderRole;
  /** Disabled by the owner: cannot sign in. */
  disabled: boolean;
  /** The signed-in account itself (the owner cannot disable or demote themself). */
  you: boolean;
}

/** An invitation to the team that is still open. */
export interface TeamInvitation {
  id: string;
  email: string;
  role: ProviderRole;
  expiresAt: string;
}

export interface TeamResponse {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** The provider's private calendar feed (`GET /pro/calendar`): add it to a calendar app by URL. */
export interface CalendarFeedResponse {
  url: string;
  /** Said after a reset. */
  message?: string;
}

/** `PATCH /pro/team/members/{id}`: any of these. */
export interface TeamMemberChange {
  role?: ProviderRole;
  disabled?: boolean;
}

export interface ProvidersResponse {
  providers: ProviderListing[];
}

export interface ProviderResponse {
  provider: ProviderListing;
}

/** What the provider edits of its listing (`PUT /pro/profile`). */
export interface ProviderProfile {
  name: string;
  about: string;
  city: string;
  address: string;
  languages: string[];
  photos: string[];
  services: ProviderService[];
  pincodes: string[];
  people: ProviderPerson[];
  /** Bookings are accepted as soon as they are paid, without the provider's tap. */
  autoAccept: boolean;
}

export interface ProviderProfileResponse {
  profile: ProviderProfile;
  status: ProviderStatus;
  kind: ProviderKind;
}

/** listed: bookable; suspended by the operator: on no list and not bookable. */
export type ProviderStatus = 'invited' | 'active' | 'suspended';
/** A provider's statuses, as the back office filters them. */
export const PROVIDER_STATUSES: readonly ProviderStatus[] = ['invited', 'active', 'suspended'];

/** A slot of a provider's day: ISO times with India's offset (+05:30). */
export interface Slot {
  start: string;
  end: string;
  /** Whether one more booking fits. */
  available: boolean;
  /** How many more bookings fit. */
  left: number;
}

export interface SlotsResponse {
  date: string;
  slots: Slot[];
}

export const BOOKING_STATUSES = [
  /** Held for its payment (HOLD_MINUTES); then lapsed unless paid. */
  'held',
  /** Paid; waits for the provider to accept. */
  'confirmed',
  'accepted',
  /** The provider declined: refunded in full. */
  'declined',
  'done',
  'no-show',
  /** The provider never came (a doctor who did not join the consultation): refunded in full. */
  'missed-by-provider',
  /** The pet parent cancelled (refunded) or refused a change. */
  'cancelled',
  /** Its hold ran out before it was paid. */
  'lapsed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that take a place in a slot (a held one only while its hold lasts). */
export const PLACE_TAKING_STATUSES = [
  'held',
  'confirmed',
  'accepted',
  'done',
  'no-show',
] as const satisfies readonly BookingStatus[];

/** What a provider may set a booking to, from which statuses. */
/** A booking a provider may move to another time, and its pet parent refuse the move: paid, not done. */
export const MOVABLE_STATUSES = [
  'confirmed',
  'accepted',
] as const satisfies readonly BookingStatus[];

export const PROVIDER_MOVES = {
  accepted: ['confirmed'],
  declined: ['confirmed', 'accepted'],
  done: ['accepted', 'confirmed'],
  'no-show': ['accepted', 'confirmed'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type ProviderMove = keyof typeof PROVIDER_MOVES;

/** A booking as the pet parent and the provider see it. */
export interface ProviderBooking {
  id: string;
  providerId: string;
  providerName: string;
  kind: ProviderKind;
  service: string;
  /** Rupees. */
  price: number;
  start: string;
  end: string;
  status: BookingStatus;
  /** While held: when the hold ends (ISO). */
  heldUntil: string | null;
  reason: string | null;
  pet: { id: string; name: string; species: string; breed: string; dateOfBirth: string } | null;
  /** Home visits: where. */
  address: {
    name: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    pincode: string;
  } | null;
  /** The pet parent's name and phone (the provider's view). */
  customer: { name: string; phone: string | null } | null;
  refund: { id: string; status: 'processed' | 'pending' } | null;
  /** Moved by the provider from this start (ISO, +05:30): its pet parent may refuse the move. */
  movedFrom: string | null;
  /** Its pet parent reviewed it (a done booking is reviewed once). */
  reviewed: boolean;
  createdAt: string;
}

/** The checkout a held booking is paid with (the same as a grooming payment's). */
export interface BookingPayment {
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  key: string;
}

export interface CreateBookingResponse {
  booking: ProviderBooking;
  payment: BookingPayment;
}

export interface BookingResponse {
  booking: ProviderBooking;
  message: string;
}

export interface BookingsResponse {
  bookings: ProviderBooking[];
}

export interface ProviderSessionResponse {
  token: string;
  provider: { id: string; kind: ProviderKind; name: string };
  member: { name: string; email: string; role: ProviderRole };
}

export interface ProviderInvitationStatus {
  usable: boolean;
  providerName?: string;
  email?: string;
}

/** What the server says about bookings, in one place (the portal and the site show them). */
export const BOOKING_MESSAGES = {
  slotTaken: 'This slot was just taken. Please choose another time.',
  notASlot: 'This is not one of the provider’s free slots. Please choose a time from the list.',
  tooSoon: (hours: number) =>
    said('Bookings close {hours} hours before the slot. Please choose a later time.', { hours }),
  closed: 'The provider is closed on that day. Please choose another date.',
  tooFar: (days: number) =>
    said('Bookings open at most {days} days ahead. Please choose an earlier date.', { days }),
  unknownService: 'The provider does not offer this service. Please choose one from the list.',
  notBookable: 'This provider is not taking bookings now.',
  addressNeeded: 'Please choose the address for the home visit.',
  outsideArea: 'This provider does not come to that pincode. Please choose another provider.',
  holdLapsedRefunded:
    'The slot was taken while you paid, so your payment is refunded in full. Please choose another time.',
  paid: 'Payment successful and booking confirmed!',
  declineReason: 'Please say why you decline: the pet parent reads it.',
  moved:
    'Booking moved. The pet parent is told by mail and may refuse the new time for a full refund.',
  notMovable: 'Only a paid booking that has not taken place can be moved.',
  sameTime: 'The booking is already at that time. Please choose another.',
  refused: 'You refused the new time. Your payment is refunded in full.',
  notMoved: 'This booking was not moved by the provider, so there is no new time to refuse.',
} as const;

/**
 * GST on a provider's service, written once with its source (issue 52 item 7). Health care by a
 * veterinary clinic is exempt: Notification 12/2017-Central Tax (Rate), entry 46 ("services by a
 * veterinary clinic in relation to health care of animals or birds"). Grooming, training and
 * transport are taxable at 18 %. The platform's commission is a taxable service at 18 %.
 */
export const PROVIDER_SERVICE_GST: Readonly<
  Record<ProviderKind, { sac: string; rate: number; source: string }>
> = {
  vet: { sac: '999312', rate: 0, source: 'Notification 12/2017-CT(R), entry 46: exempt' },
  groomer: { sac: '999729', rate: 18, source: 'other personal services n.e.c.' },
  trainer: { sac: '999799', rate: 18, source: 'other services n.e.c.' },
  transport: { sac: '996791', rate: 18, source: 'supporting services in transport' },
  pharmacy: { sac: '999312', rate: 0, source: 'Notification 12/2017-CT(R), entry 46: exempt' },
};
export const COMMISSION_GST_RATE = 18;

/** The month (YYYY-MM) it is in India at `now`: a statement opens on it. */
export const monthInIndia = (now: Date = new Date()) => todayInIndia(now).slice(0, 7);

/** A month (YYYY-MM) and the `count - 1` months before it, newest first. */
export const recentMonths = (month: string, count = 24): string[] => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, number - 1 - i, 1)).toISOString().slice(0, 7),
  );
};

/** A month as a person reads it: 'December 2026', or 'दिसंबर 2026' in Hindi. */
export const formatMonth = (month: string, language: 'en' | 'hi' = 'en') =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/** A provider's month (`GET /pro/statement?month=YYYY-MM`): done bookings and what is payable. */
export interface ProviderStatement {
  providerId: string;
  providerName: string;
  /** YYYY-MM (India). */
  month: string;
  commissionPercent: number;
  bookings: { id: string; start: string; service: string; price: number }[];
  /** Rupees: what pet parents paid for the done bookings (GST included). */
  gross: number;
  commission: number;
  gstOnCommission: number;
  net: number;
  /** Recorded by the operator once paid (no money moves through Petverse yet). */
  payout: { bankReference: string; paidAt: string; amount: number } | null;
}

/** A review of a provider, from a pet parent whose booking was done. */
export interface ProviderReview {
  id: string;
  rating: number;
  comment: string;
  author: string;
  createdAt: string;
}

export interface ProviderReviewsResponse {
  reviews: ProviderReview[];
}

/** A provider as the back office lists it. */
export interface AdminProvider {
  id: string;
  kind: ProviderKind;
  name: string;
  city: string;
  status: ProviderStatus;
  commissionPercent: number;
  owner: string | null;
  /** One of the seed's demo providers (listed, owned by nobody until the operator invites one). */
  demo: boolean;
  createdAt: string;
}

export interface AdminProvidersResponse {
  providers: AdminProvider[];
}

/** PATCH /admin/providers/{id}: suspend or reinstate, or set the commission (0–50 %). */
export interface AdminProviderChange {
  status?: 'active' | 'suspended';
  commissionPercent?: number;
}

/** POST /admin/providers/{id}/payouts: a month recorded as paid, outside Petverse. */
export interface ProviderPayoutPayload {
  /** YYYY-MM. */
  month: string;
  /** The bank transfer's reference (UTR): 4–60 letters, digits or /._-. */
  bankReference: string;
}
