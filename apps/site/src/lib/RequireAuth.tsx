import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { useHydrated } from '@petverse/ui';
import { SessionPending } from './session';

/**
 * The protected-route guard (spec §2.2): visitors go to /login with the page they wanted in
 * `state.from`, so login returns there; a stored token waits for the session check. Rendered on
 * the server (and while that HTML hydrates) the session is not known: the page's shell is, with
 * `SessionPending` where the page goes.
 */
export function RequireAuth() {
  const { token, isAuthenticated, loading } = useAuth();
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return <SessionPending />;
  if (token && isAuthenticated) return <Outlet />;
  if (token && loading) return <SessionPending />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}
