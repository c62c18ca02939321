import { useCallback } from 'react';
import { atom, useAtom } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type {
  AcceptInvitationPayload,
  AdminLoginPayload,
  AdminSetupPayload,
  StaffMeResponse,
  StaffMember,
  StaffSessionResponse,
} from '../contract/admin';
import { STAFF_TOKEN_KEY } from '../contract/admin';
import { postWithoutSessionCheck } from '../auth/postAuth';

/**
 * The back office's session (issue 31): a staff token, apart from a pet parent's `token`, kept in
 * localStorage under STAFF_TOKEN_KEY so a reload keeps it (the server ends it after 12 idle
 * hours).
 */

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** The staff token, read and written through localStorage. */
export const staffTokenStore = {
  get: (): string | null => storage()?.getItem(STAFF_TOKEN_KEY) ?? null,
  set: (token: string) => storage()?.setItem(STAFF_TOKEN_KEY, token),
  clear: () => storage()?.removeItem(STAFF_TOKEN_KEY),
};

const tokenState = atom<string | null>(staffTokenStore.get());
/** The staff token (null when signed out); setting it stores or clears it. */
export const staffTokenAtom = atom(
  (get) => get(tokenState),
  (_get, set, token: string | null) => {
    if (token) staffTokenStore.set(token);
    else staffTokenStore.clear();
    set(tokenState, token);
  },
);

/** Every SWR key of the back office starts with this, so a sign-out can forget them all. */
export const ADMIN_SCOPE = 'admin';
export const staffKey = [ADMIN_SCOPE, 'me'] as const;

export interface StaffSession {
  /** The signed-in staff member, once known. */
  staff: StaffMember | undefined;
  token: string | null;
  /** True while the stored token is being checked. */
  checking: boolean;
  error: ApiError | undefined;
  signIn: (payload: AdminLoginPayload) => Promise<StaffSessionResponse>;
  /** Creates the first owner from the start-up log's link, and signs them in. */
  setUp: (payload: AdminSetupPayload) => Promise<StaffSessionResponse>;
  /** Joins the staff from an invitation link, and signs in. */
  accept: (payload: AcceptInvitationPayload) => Promise<StaffSessionResponse>;
  /** Ends the session on the server and here; every cached back-office answer is forgotten. */
  signOut: () => Promise<void>;
  /** Forgets the session here only (after the server said it ended). */
  forget: () => void;
}

/**
 * The staff session: who is signed in (GET /admin/auth/me, skipped without a token), and signing
 * in, setting up, accepting an invitation and signing out. A wrong password rejects with the
 * server's message; it never counts as an ended session.
 * @example const { staff, signIn } = useStaffSession(); await signIn({ email, password });
 */
export function useStaffSession(): StaffSession {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [token, setToken] = useAtom(staffTokenAtom);
  const me: SWRResponse<StaffMember, ApiError> = useSWR(
    token ? [...staffKey, token] : null,
    async () => (await client.get<StaffMeResponse>('/admin/auth/me')).data.staff,
  );
  const forget = useCallback(() => {
    setToken(null);
    // Every back-office answer goes with the session: the next person sees none of them.
    void mutate((key) => Array.isArray(key) && key[0] === ADMIN_SCOPE, undefined, {
      revalidate: false,
    });
  }, [mutate, setToken]);
  const start = useCallback(
    (session: StaffSessionResponse) => {
      setToken(session.token);
      return session;
    },
    [setToken],
  );
  return {
    staff: me.data,
    token,
    checking: Boolean(token) && me.isLoading,
    error: me.error,
    signIn: useCallback(
      async (payload) =>
        start(
          await postWithoutSessionCheck<StaffSessionResponse>(client, '/admin/auth/login', payload),
        ),
      [client, start],
    ),
    setUp: useCallback(
      async (payload) =>
        start((await client.post<StaffSessionResponse>('/admin/setup', payload)).data),
      [client, start],
    ),
    accept: useCallback(
      async (payload) =>
        start((await client.post<StaffSessionResponse>('/admin/invitations/accept', payload)).data),
      [client, start],
    ),
    signOut: useCallback(async () => {
      await client.post('/admin/auth/logout').catch(() => undefined);
      forget();
    }, [client, forget]),
    forget,
  };
}
