import type { useSWRConfig } from 'swr';
import { toApiError } from '../client';
import type { Owner } from './owner';
import { serviceKeys } from './serviceKeys';

export const cartKeys = {
  cart: (owner: Owner) => ['cart', owner] as const,
  wishlist: (owner: Owner) => ['wishlist', owner] as const,
  pharmacy: (owner: Owner) => ['vet-carts', owner] as const,
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
