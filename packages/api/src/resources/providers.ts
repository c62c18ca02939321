import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type {
  BookingResponse,
  BookingsResponse,
  CreateBookingResponse,
  ProviderKind,
  ProviderListing,
  ProviderResponse,
  ProvidersResponse,
  SlotsResponse,
} from '../contract/providers';
import type { PaymentSuccess } from './payments';
import { NOBODY, useOwner, type Owner } from './owner';

/*
 * Providers as pet parents meet them (issue 52): who serves a pincode, one provider's free
 * slots, and booking and paying for a slot. Public reads have keys without an owner; a pet
 * parent's bookings are keyed by their owner (resources/owner.ts).
 */

export const providerKeys = {
  list: (kind: ProviderKind, pincode: string) => ['providers', kind, pincode] as const,
  one: (id: string) => ['provider', id] as const,
  slots: (id: string, date: string, service: string) =>
    ['provider-slots', id, date, service] as const,
  mine: (owner: Owner) => ['my-bookings', owner] as const,
};

/**
 * The listed providers of a kind that come to a pincode (clinics, which list none, too); null
 * skips.
 * @example const { data: groomers = [] } = useProviders('groomer', address?.pincode);
 */
export function useProviders(
  kind: ProviderKind,
  pincode: string | null | undefined,
): SWRResponse<ProviderListing[], ApiError> {
  return useProviderList(pincode ? { kind, pincode } : null);
}

/**
 * Every listed provider of a kind (a list page before the pet parent gives a pincode), or those
 * that come to `pincode` when one is given.
 * @example const { data: trainers = [] } = useListedProviders('trainer', pincode || undefined);
 */
export function useListedProviders(
  kind: ProviderKind,
  pincode?: string,
): SWRResponse<ProviderListing[], ApiError> {
  return useProviderList({ kind, pincode: pincode ?? '' });
}

function useProviderList(
  query: { kind: ProviderKind; pincode: string } | null,
): SWRResponse<ProviderListing[], ApiError> {
  const client = useApiClient();
  return useSWR(query ? providerKeys.list(query.kind, query.pincode) : null, async ([, k, p]) => {
    const { data } = await client.get<ProvidersResponse>('/providers', {
      params: { kind: k, ...(p ? { pincode: p } : {}) },
    });
    return data.providers;
  });
}

/** One listed provider, with its services. */
export function useProvider(id: string | null): SWRResponse<ProviderListing, ApiError> {
  const client = useApiClient();
  return useSWR(id ? providerKeys.one(id) : null, async () => {
    const { data } = await client.get<ProviderResponse>(`/providers/${encodeURIComponent(id!)}`);
    return data.provider;
  });
}

/**
 * A provider's slots on a date (YYYY-MM-DD) for a service, each with whether it is free.
 * @example const { data } = useProviderSlots(id, '2026-12-08', 'Full Grooming');
 */
export function useProviderSlots(
  id: string | null,
  date: string | null,
  service: string | null,
): SWRResponse<SlotsResponse, ApiError> {
  const client = useApiClient();
  return useSWR(
    id && date && service ? providerKeys.slots(id, date, service) : null,
    async ([, provider, day, what]) =>
      (
        await client.get<SlotsResponse>(`/providers/${encodeURIComponent(provider)}/slots`, {
          params: { date: day, service: what },
        })
      ).data,
  );
}

/** What a pet parent books. */
export interface BookSlotPayload {
  providerId: string;
  start: string;
  service: string;
  petId: string;
  addressId?: string;
}

/**
 * Holds a slot for its payment (POST /providers/{id}/bookings): the booking and the payment
 * order to open the checkout with; a 409 says the slot was just taken.
 */
export function useBookSlot() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(['book-slot'] as const, async (_key, { arg }: { arg: BookSlotPayload }) => {
    const { providerId, ...body } = arg;
    const { data } = await client.post<CreateBookingResponse>(
      `/providers/${encodeURIComponent(providerId)}/bookings`,
      body,
    );
    // The slot's place is taken now: every day of that provider reads again.
    await mutate(
      (key) => Array.isArray(key) && key[0] === 'provider-slots' && key[1] === providerId,
    );
    return data;
  });
}

/** Confirms a held booking with its checkout's answer (POST /bookings/{id}/pay). */
export function usePayBooking() {
  const client = useApiClient();
  const owner = useOwner() ?? NOBODY;
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['pay-booking'] as const,
    async (_key, { arg }: { arg: { bookingId: string; payment: PaymentSuccess } }) => {
      const { data } = await client.post<BookingResponse>(
        `/bookings/${encodeURIComponent(arg.bookingId)}/pay`,
        arg.payment,
      );
      await mutate(providerKeys.mine(owner));
      return data;
    },
  );
}

/** The signed-in pet parent's bookings of providers, soonest first. */
export function useMyBookings(): SWRResponse<BookingsResponse['bookings'], ApiError> {
  const client = useApiClient();
  const owner = useOwner();
  return useSWR(owner ? providerKeys.mine(owner) : null, async () => {
    const { data } = await client.get<BookingsResponse>('/bookings');
    return data.bookings;
  });
}

/** What a pet parent does to a booking of theirs: cancel it, refuse its new time, or review it. */
export type BookingChange =
  | { id: string; action: 'cancel' }
  | { id: string; action: 'refuse' }
  | { id: string; action: 'review'; rating: number; comment?: string };

/**
 * Cancels a paid booking (24 hours ahead at the latest), refuses the new time its provider
 * moved it to (any time), or reviews a done one; each refunds or answers as the server says.
 * @example const { trigger } = useChangeMyBooking(); await trigger({ id, action: 'refuse' });
 */
export function useChangeMyBooking() {
  const client = useApiClient();
  const owner = useOwner() ?? NOBODY;
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['change-my-booking'] as const,
    async (_key, { arg }: { arg: BookingChange }) => {
      const path = `/bookings/${encodeURIComponent(arg.id)}/${arg.action}`;
      const body =
        arg.action === 'review' ? { rating: arg.rating, comment: arg.comment ?? '' } : undefined;
      const { data } = await client.post<BookingResponse | { message: string }>(path, body);
      await mutate(providerKeys.mine(owner));
      // A cancelled or refused booking frees its slot: that provider's days read again.
      await mutate((key) => Array.isArray(key) && key[0] === 'provider-slots');
      return data;
    },
  );
}
