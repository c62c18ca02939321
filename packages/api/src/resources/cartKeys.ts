import type { useSWRConfig } from 'swr';
import { toApiError } from '../client';
import { serviceKeys } from './serviceKeys';

export const cartKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  pharmacy: ['vet-carts'] as const,
  /** Shared with useAddDoctorToCart, so a new booking refreshes the cart page. */
  bookings: serviceKeys.bookings,
};

/** Refetches a list after a failed change, then rethrows the failure as an ApiError. */
export async function refetchAndThrow(
  mutate: ReturnType<typeof useSWRConfig>['mutate'],
  keys: readonly (readonly unknown[])[],
  error: unknown,
): Promise<never> {
  await Promise.all(keys.map((key) => mutate(key).catch(() => undefined)));
  throw toApiError(error);
}
