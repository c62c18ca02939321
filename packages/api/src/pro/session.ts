import { useCallback } from 'react';
import { atom, useAtom } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import { postWithoutSessionCheck } from '../auth/postAuth';
import type { ProviderKind, ProviderRole, ProviderSessionResponse } from '../contract/providers';

/*
 * The provider portal's session (issue 52): a provider token (`pvp_…`), apart from a pet
 * parent's and a staff member's, kept in localStorage under PRO_TOKEN_KEY so a reload keeps it.
 */

/** Where the portal keeps its token. */
export const PRO_TOKEN_KEY = 'petverse_pro_token';
/** Every SWR key of the portal starts with this, so a sign-out can forget them all. */
export const PRO_SCOPE = 'pro';

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** The provider token, read and written through localStorage. */
export const proTokenStore = {
  get: (): string | null => storage()?.getItem(PRO_TOKEN_KEY) ?? null,
  set: (token: string) => storage()?.setItem(PRO_TOKEN_KEY, token),
  clear: () => storage()?.removeItem(PRO_TOKEN_KEY),
};

const tokenState = atom<string | null>(proTokenStore.get());
/** The provider token (null when signed out); setting it stores or clears it. */
export const proTokenAtom = atom(
  (get) => get(tokenState),
  (_get, set, token: string | null) => {
    if (token) proTokenStore.set(token);
    else proTokenStore.clear();
    set(tokenState, token);
  },
);

/** Who is signed in to the portal. */
export interface ProviderMe {
  provider: { id: string; kind: ProviderKind; name: string };
  member: { name: string; email: string; role: ProviderRole };
}

export interface ProSession {
  me: ProviderMe | undefined;
  token: string | null;
  /** True while the stored token is being checked. */
  checking: boolean;
  error: ApiError | undefined;
  signIn: (payload: { email: string; password: string }) => Promise<ProviderSessionResponse>;
  /** Makes the account an invitation offers, and signs in. */
  accept: (payload: {
    token: string;
    name: string;
    password: string;
  }) => Promise<ProviderSessionResponse>;
  signOut: () => Promise<void>;
  /** Forgets the session here only (after the server said it ended). */
  forget: () => void;
}

/**
 * The portal's session: who is signed in (GET /pro/auth/me, skipped without a token), signing
 * in, accepting an invitation and signing out. A wrong password rejects with the server's
 * message; it never counts as an ended session.
 * @example const { me, signIn } = useProSession(); await signIn({ email, password });
 */
export function useProSession(): ProSession {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [token, setToken] = useAtom(proTokenAtom);
  const me: SWRResponse<ProviderMe, ApiError> = useSWR(
    token ? [PRO_SCOPE, 'me', token] : null,
    async () => (await client.get<ProviderMe>('/pro/auth/me')).data,
  );
  const forget = useCallback(() => {
    setToken(null);
    void mutate((key) => Array.isArray(key) && key[0] === PRO_SCOPE, undefined, {
      revalidate: false,
    });
  }, [mutate, setToken]);
  const start = useCallback(
    (session: ProviderSessionResponse) => {
      setToken(session.token);
      return session;
    },
    [setToken],
  );
  return {
    me: me.data,
    token,
    checking: Boolean(token) && me.isLoading,
    error: me.error,
    signIn: useCallback(
      async (payload) =>
        start(
          await postWithoutSessionCheck<ProviderSessionResponse>(
            client,
            '/pro/auth/login',
            payload,
          ),
        ),
      [client, start],
    ),
    accept: useCallback(
      async (payload) =>
        start((await client.post<ProviderSessionResponse>('/pro/invite', payload)).data),
      [client, start],
    ),
    signOut: useCallback(async () => {
      await client.post('/pro/auth/logout').catch(() => undefined);
      forget();
    }, [client, forget]),
    forget,
  };
}
