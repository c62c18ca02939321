import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { userIdAtom } from '../auth/atoms';

/**
 * Whose data an SWR key holds. Every key of a pet parent's own data (the user, cart, wishlist,
 * pharmacy and consultation carts, orders, failed payments, returns, pets, addresses, grooming
 * appointments, mating profiles, buy again) ends with its owner, `{ user }` from the token: an
 * answer read for one account is kept under that account's key, so it can never show for
 * another — not after a sign-out, not when another tab signs in as someone else, not when a
 * request started before either answers after it. (The whole cache is also dropped when a
 * session ends: useForgetSession.) Hooks read with the key and change it with the same key.
 */
export interface Owner {
  readonly user: string;
}

/** Nobody signed in: the key a mutation hook holds until somebody is (its calls would be refused). */
export const NOBODY: Owner = { user: '' };

/** The signed-in pet parent as a key's owner (from the token), or null when nobody is. */
export function useOwner(): Owner | null {
  const user = useAtomValue(userIdAtom);
  return useMemo(() => (user ? { user } : null), [user]);
}
