import { atom } from 'jotai';
import { atomWithDefault, atomWithStorage } from 'jotai/utils';
import type { User } from '../contract/accounts';
import { TOKEN_KEY, tokenStore, userIdFromToken } from '../token';

/*
 * Client auth state (spec §3 "Client state", §4 Authentication): user, token, isAuthenticated,
 * loading and error. The token is read from localStorage the first time anything reads it, i.e.
 * at app load; the atoms live in jotai's default store unless a <Provider> says otherwise.
 */

/**
 * The login token, held in one place: localStorage's 'token' (the spec's key, a bare string, not
 * JSON), read at app load and written through this atom only. Another tab's sign-in or sign-out
 * reaches it through the storage event (useAuthBootstrap then drops what the old session read).
 */
export const tokenAtom = atomWithStorage<string | null>(
  TOKEN_KEY,
  null,
  {
    getItem: () => tokenStore.get(),
    setItem: (_key, token) => (token ? tokenStore.set(token) : tokenStore.clear()),
    removeItem: () => tokenStore.clear(),
    subscribe: (key, callback) => {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) callback(tokenStore.get());
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  },
  { getOnInit: true },
);

/** The signed-in user, once the get-user call (or login) has answered. */
export const userAtom = atom<User | null>(null);

/** True once the get-user call succeeded with the stored token (or after login / sign-up). */
export const isAuthenticatedAtom = atom(false);

/** True while the session is being checked; starts true when a token is stored (a check is due). */
export const loadingAtom = atomWithDefault<boolean>((get) => get(tokenAtom) !== null);

/** The last auth failure, as the spec's store default ('Login failed', 'Failed to fetch user'…). */
export const authErrorAtom = atom<string | null>(null);

/** The user id carried by the token (`userId`, else `sub`), or null. */
export const userIdAtom = atom((get) => userIdFromToken(get(tokenAtom)));

/** Stores a fresh session: the token in localStorage and the atoms. */
export const signInAtom = atom(null, (_get, set, session: { token: string; user: User }) => {
  set(tokenAtom, session.token);
  set(userAtom, session.user);
  set(isAuthenticatedAtom, true);
  set(loadingAtom, false);
  set(authErrorAtom, null);
});

/** Forgets the session: user, token and the stored token (logout, any 401, a bad token). */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userAtom, null);
  set(isAuthenticatedAtom, false);
  set(loadingAtom, false);
});

/** A get-user answer: success marks the session authenticated, failure clears user and authentication. */
export const userCheckedAtom = atom(null, (_get, set, user: User | null) => {
  set(userAtom, user);
  set(isAuthenticatedAtom, user !== null);
  set(loadingAtom, false);
  set(authErrorAtom, user ? null : 'Failed to fetch user');
});
