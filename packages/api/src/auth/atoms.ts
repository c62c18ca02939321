import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import type { User } from '../contract/accounts';
import { TOKEN_KEY, tokenStore, userIdFromToken } from '../token';

/*
 * Client auth state (spec §3 "Client state", §4 Authentication): user, token, isAuthenticated,
 * loading and error. The token is read from localStorage the first time anything reads it, i.e.
 * at app load; the atoms live in jotai's default store unless a <Provider> says otherwise.
 */

/**
 * The login token. localStorage's 'token' (the spec's key, a bare string) is where it lasts; this
 * atom is what the app reads, made from it in each jotai store, and only `signInAtom` and
 * `signOutAtom` write the two together. Another tab's sign-in or sign-out reaches it through the
 * storage event (useAuthBootstrap then drops what the old session read). Not jotai's
 * `atomWithStorage`: it reads storage once, as the module loads, for every store, and writes it on
 * every set, so a story's or test's own store could neither start from nor keep its own session.
 */
export const tokenAtom = atomWithDefault<string | null>(() => tokenStore.get());
tokenAtom.onMount = (setToken) => {
  if (typeof window === 'undefined') return undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) setToken(tokenStore.get());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

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
  tokenStore.set(session.token);
  set(tokenAtom, session.token);
  set(userAtom, session.user);
  set(isAuthenticatedAtom, true);
  set(loadingAtom, false);
  set(authErrorAtom, null);
});

/** Forgets the session: user, token and the stored token (logout, any 401, a bad token). */
export const signOutAtom = atom(null, (_get, set) => {
  tokenStore.clear();
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
