import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../ApiProvider';
import { toApiError, type ApiError } from '../client';
import type {
  AuthResponse,
  GetUserResponse,
  LoginPayload,
  RegisterPayload,
  User,
} from '../contract/accounts';
import { userIdFromToken } from '../token';
import { useOwner, type Owner } from '../resources/owner';
import {
  authErrorAtom,
  isAuthenticatedAtom,
  loadingAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  userAtom,
  userCheckedAtom,
  userIdAtom,
} from './atoms';
import { postWithoutSessionCheck } from './postAuth';

/**
 * Forgets the session on this browser: the token (this tab and, through storage, the others),
 * the user, and every answer read with it (the SWR cache), so nothing of this account shows to
 * whoever signs in next. Logout, any 401, a token dropped at load, another tab signing out.
 */
export function useForgetSession(): () => void {
  const { mutate } = useSWRConfig();
  const signOut = useSetAtom(signOutAtom);
  return useCallback(() => {
    signOut();
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate, signOut]);
}

/** The SWR key of the signed-in user (GET /auth/getuser). */
export const userKey = (owner: Owner) => ['auth', 'user', owner] as const;

/** The auth state and actions that `useAuth` returns. */
export interface AuthState {
  user: User | null;
  token: string | null;
  /** From the token: `userId`, else `sub`. */
  userId: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  /** POST /auth/login; stores the token. A wrong password rejects with the server's message, no redirect. */
  login: (payload: LoginPayload) => Promise<AuthResponse>;
  /** POST /auth/register; signs the new user in. */
  register: (payload: RegisterPayload) => Promise<AuthResponse>;
  /** POST /auth/logout; the session is cleared even when the call fails. */
  logout: () => Promise<void>;
  /** GET /auth/getuser; a failure clears user and authentication. Resolves with the user or null. */
  refreshUser: () => Promise<User | null>;
}

/**
 * The session: state from the jotai atoms and the login, register, logout and refresh actions.
 * @example const { user, isAuthenticated, login, logout } = useAuth();
 */
export function useAuth(): AuthState {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const signIn = useSetAtom(signInAtom);
  const forget = useForgetSession();
  const userChecked = useSetAtom(userCheckedAtom);
  const setLoading = useSetAtom(loadingAtom);
  const setError = useSetAtom(authErrorAtom);
  const owner = useOwner();

  const startSession = useCallback(
    async (url: string, payload: LoginPayload | RegisterPayload, fallback: string) => {
      setLoading(true);
      setError(null);
      try {
        const data = await postWithoutSessionCheck<AuthResponse>(client, url, payload);
        signIn(data);
        // The new session's key, before the atoms have caught up with its token.
        const user = userIdFromToken(data.token);
        if (user) await mutate(userKey({ user }), data.user, { revalidate: false });
        return data;
      } catch (error) {
        const apiError: ApiError = toApiError(error);
        setLoading(false);
        setError(apiError.messageOr(fallback));
        throw apiError;
      }
    },
    [client, mutate, setError, setLoading, signIn],
  );

  const login = useCallback(
    (payload: LoginPayload) => startSession('/auth/login', payload, 'Login failed'),
    [startSession],
  );
  const register = useCallback(
    (payload: RegisterPayload) => startSession('/auth/register', payload, 'Registration failed'),
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await client.post('/auth/logout');
    } catch {
      // Logging out never fails for the user: the local session goes whatever the server said.
      setError('Logout failed');
    } finally {
      forget();
    }
  }, [client, forget, setError]);

  const refreshUser = useCallback(async () => {
    setLoading(true);
    try {
      const { data } = await client.get<GetUserResponse>('/auth/getuser');
      userChecked(data.user);
      if (owner) await mutate(userKey(owner), data.user, { revalidate: false });
      return data.user;
    } catch {
      userChecked(null);
      return null;
    }
  }, [client, mutate, owner, setLoading, userChecked]);

  return {
    user: useAtomValue(userAtom),
    token: useAtomValue(tokenAtom),
    userId: useAtomValue(userIdAtom),
    isAuthenticated: useAtomValue(isAuthenticatedAtom),
    loading: useAtomValue(loadingAtom),
    error: useAtomValue(authErrorAtom),
    login,
    register,
    logout,
    refreshUser,
  };
}

/** Why the bootstrap removed a stored token without asking the server. */
export type DroppedToken = 'invalid' | 'expired';

/**
 * Checks the stored token once at app load (render it once, inside ApiProvider): a token without
 * a user id, or expired, is removed (and `onDrop` told why); otherwise the get-user call decides
 * whether the session holds.
 * @example function Root() { useAuthBootstrap(); return <AppRoutes />; }
 */
export function useAuthBootstrap(onDrop?: (reason: DroppedToken) => void): void {
  const { token, userId, isAuthenticated, refreshUser } = useAuth();
  const signOut = useForgetSession();
  const userChecked = useSetAtom(userCheckedAtom);
  const checked = useRef<string | null>(null);
  // The user the answers in the cache were read for. When the token changes under the page
  // (another tab signed out, or in as someone else), they are dropped, and a new token is
  // checked like the one found at load.
  const readFor = useRef(userId);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (readFor.current === userId) return;
    const before = readFor.current;
    readFor.current = userId;
    if (before === null) return;
    // Signed out elsewhere: forget the session here too (the cache goes with it).
    if (userId === null) return signOut();
    // Someone else's token: drop the old answers and check the new session.
    void mutate(() => true, undefined, { revalidate: false });
    userChecked(null);
  }, [userId, mutate, signOut, userChecked]);
  const onDropRef = useRef(onDrop);
  useEffect(() => {
    onDropRef.current = onDrop;
  });
  useEffect(() => {
    if (!token || isAuthenticated || checked.current === token) return;
    checked.current = token;
    if (userIdFromToken(token)) {
      void refreshUser();
      return;
    }
    // Read with the clock at 0: a token whose only fault is its age still yields a user id.
    const reason: DroppedToken = userIdFromToken(token, 0) ? 'expired' : 'invalid';
    signOut();
    onDropRef.current?.(reason);
  }, [token, isAuthenticated, refreshUser, signOut]);
}

/**
 * The `onUnauthorized` callback for ApiProvider: any 401 clears the session (token, user and the
 * stored token) and then calls `redirect`, where the host navigates to /login. The api package
 * knows no router; the callback is stable, so the provider keeps one client.
 * @example const onUnauthorized = useUnauthorizedHandler(() => navigate('/login'));
 */
export function useUnauthorizedHandler(
  redirect: (error: ApiError) => void,
): (error: ApiError) => void {
  const signOut = useForgetSession();
  const redirectRef = useRef(redirect);
  useEffect(() => {
    redirectRef.current = redirect;
  });
  return useCallback(
    (error: ApiError) => {
      signOut();
      redirectRef.current(error);
    },
    [signOut],
  );
}
