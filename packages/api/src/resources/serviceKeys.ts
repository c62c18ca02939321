import type { Owner } from './owner';

/** SWR keys of the services' data (doctors, grooming, mating profiles). */
export const serviceKeys = {
  doctors: ['doctors'] as const,
  doctor: (id: string) => ['doctor', id] as const,
  bookings: (owner: Owner) => ['bookings', owner] as const,
  partners: (city: string) => ['grooming-partners', { city }] as const,
  groomingOrders: (owner: Owner) => ['grooming-orders', owner] as const,
  groomingPayment: ['grooming-orders', 'payment'] as const,
  appointmentChange: ['grooming-orders', 'change'] as const,
  partnerBusy: (partnerId: string, date: string) =>
    ['grooming-partner-busy', { partnerId, date }] as const,
  matingProfiles: ['mating-profiles'] as const,
  matingPage: (page: number) => ['mating-profiles', 'page', page] as const,
  matingProfile: (profileId: string) => ['mating-profiles', 'profile', profileId] as const,
  myMatingProfiles: (owner: Owner) => ['mating-profiles', 'mine', owner] as const,
};
