import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiProvider,
  tokenStore,
  useAuthBootstrap,
  useUnauthorizedHandler,
  type ApiClient,
  type ApiError,
  type InitialData,
} from '@petverse/api';
import { notify } from '@petverse/ui';
import { API_BASE } from './config';
import { rememberDroppedSession } from './droppedSession';

function AuthBootstrap() {
  useAuthBootstrap(rememberDroppedSession);
  return null;
}

/** Several calls fail together when a session ends; the user is told once. */
const SAY_ONCE_MS = 4000;
let lastSaid = 0;

/**
 * The API client wired to the router: any 401 (except a failed login, which the api package
 * keeps for the form) clears the session, says 'Session expired. Please log in again.' once and
 * goes to /login, remembering where the user was.
 */
export function SiteApiProvider({
  client,
  initialData,
  children,
}: {
  /** The server's renderer calls its own API in process; the browser makes its client. */
  client?: ApiClient;
  /** What a server-rendered page was rendered with (see entry-server.tsx). */
  initialData?: InitialData;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef({ navigate, location });
  useEffect(() => {
    here.current = { navigate, location };
  });
  const toLogin = useCallback((error: ApiError) => {
    const { navigate: go, location: from } = here.current;
    if (Date.now() - lastSaid > SAY_ONCE_MS) {
      lastSaid = Date.now();
      notify.error(error.message);
    }
    if (from.pathname !== '/login') void go('/login', { replace: true, state: { from } });
  }, []);
  const onUnauthorized = useUnauthorizedHandler(toLogin);
  return (
    <ApiProvider
      client={client}
      baseURL={API_BASE}
      getToken={tokenStore.get}
      onUnauthorized={onUnauthorized}
      initialData={initialData}
    >
      <AuthBootstrap />
      {children}
    </ApiProvider>
  );
}
