import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiProvider, type ApiClient, type ApiError } from '@petverse/api';
import { proTokenStore, useProSession } from '@petverse/api/pro';
import { notify, useT } from '@petverse/ui';

/** Several calls fail together when a session ends; the provider is told once. */
const SAY_ONCE_MS = 4000;

/**
 * The portal's API client: the provider token on every call (never a pet parent's or a staff
 * member's), and a 401 (but a failed sign-in, which the form shows) ends the session here too
 * and goes to the sign-in page.
 */
export function ProApiProvider({ client, children }: { client?: ApiClient; children: ReactNode }) {
  const ending = useRef<(error: ApiError) => void>(() => undefined);
  const onUnauthorized = useCallback((error: ApiError) => ending.current(error), []);
  const register = useCallback((end: (error: ApiError) => void) => {
    ending.current = end;
  }, []);
  return (
    <ApiProvider
      client={client}
      baseURL="/api"
      getToken={proTokenStore.get}
      onUnauthorized={onUnauthorized}
    >
      <SessionEnds setEnd={register} />
      {children}
    </ApiProvider>
  );
}

function SessionEnds({ setEnd }: { setEnd: (end: (error: ApiError) => void) => void }) {
  const { forget } = useProSession();
  const navigate = useNavigate();
  const t = useT();
  const said = useRef(0);
  useEffect(
    () =>
      setEnd((error) => {
        forget();
        if (Date.now() - said.current > SAY_ONCE_MS) {
          said.current = Date.now();
          notify.error(
            t(error.serverMessage ?? 'Your provider session has ended. Please sign in again.'),
          );
        }
        void navigate('/login', { replace: true });
      }),
    [forget, navigate, setEnd, t],
  );
  return null;
}
