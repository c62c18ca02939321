import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@petverse/api';

/**
 * The protected-route guard (spec §2.2): visitors go to /login with the page they wanted in
 * `state.from`, so login returns there. A stored token shows the page at once: its own calls go
 * out beside the session check (one round trip, not two, before a pet parent sees their orders on
 * a phone), and the server answers each for that token alone; a token it refuses (401) ends the
 * session and sends the visitor to log in (useUnauthorizedHandler), as one that cannot be read
 * does at once (useAuthBootstrap). It sits under `AfterHydration` (./session.tsx): the server
 * cannot know the session, so it renders the page's shell and the guard decides once hydrated.
 */
export function RequireAuth() {
  const { token } = useAuth();
  const location = useLocation();
  return token ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}
