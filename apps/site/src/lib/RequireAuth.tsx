import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { useHydrated } from '@petverse/ui';
import { SessionPending } from './session';

/**
 * The protected-route guard (spec §2.2): visitors go to /login with the page they wanted in
 * `state.from`, so login returns there. A stored token shows the page at once: its own calls go
 * out beside the session check (one round trip, not two, before a pet parent sees their orders on
 * a phone), and the server answers each for that token alone; a token it refuses (401) ends the
 * session and sends the visitor to log in (useUnauthorizedHandler), as one that cannot be read
 * does at once (useAuthBootstrap). Rendered on the server (and while that HTML hydrates) the
 * session is not known: the page's shell is, with `SessionPending` where the page goes.
 */
export function RequireAuth() {
  const { token } = useAuth();
  const location = useLocation();
  if (!useHydrated()) return <SessionPending />;
  if (token) return <Outlet />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}
