import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiProvider, type ApiClient, type ApiError } from '@petverse/api';
import { staffTokenStore, useStaffSession } from '@petverse/api/admin';
import { notify } from '@petverse/ui';

/** Several calls fail together when a session ends; staff are told once. */
const SAY_ONCE_MS = 4000;
let lastSaid = 0;

/** The address of a page before the sign-in that interrupted it. */
export interface FromState {
  from?: { pathname: string; search: string };
}

function SessionEnds({ onEnd }: { onEnd: (end: (error: ApiError) => void) => void }) {
  const { forget } = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  });
  const end = useCallback(
    (error: ApiError) => {
      forget();
      if (Date.now() - lastSaid > SAY_ONCE_MS) {
        lastSaid = Date.now();
        notify.error(
          error.serverMessage ?? 'Your back-office session has ended. Please sign in again.',
        );
      }
      const from = here.current;
      if (from.pathname !== '/login')
        void navigate('/login', { replace: true, state: { from } satisfies FromState });
    },
    [forget, navigate],
  );
  useEffect(() => onEnd(end), [end, onEnd]);
  return null;
}

/**
 * The API client of the back office: the staff token on every call (never a pet parent's), and
 * any 401 (but a failed sign-in, which the form shows) ends the session here too and goes to the
 * sign-in page, remembering where the staff member was.
 */
export function AdminApiProvider({
  client,
  children,
}: {
  client?: ApiClient;
  children: ReactNode;
}) {
  const ending = useRef<(error: ApiError) => void>(() => undefined);
  const onUnauthorized = useCallback((error: ApiError) => ending.current(error), []);
  const register = useCallback((end: (error: ApiError) => void) => {
    ending.current = end;
  }, []);
  return (
    <ApiProvider
      client={client}
      baseURL="/api"
      getToken={staffTokenStore.get}
      onUnauthorized={onUnauthorized}
    >
      <SessionEnds onEnd={register} />
      {children}
    </ApiProvider>
  );
}
