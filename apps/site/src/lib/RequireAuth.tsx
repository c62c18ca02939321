import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { LoadingState } from '@petverse/ui';

/**
 * The protected-route guard (spec §2.2): visitors go to /login with the page they wanted in
 * `state.from`, so login returns there; a stored token waits for the session check.
 */
export function RequireAuth() {
  const { token, isAuthenticated, loading } = useAuth();
  const location = useLocation();
  if (token && isAuthenticated) return <Outlet />;
  if (token && loading) return <LoadingState label="Loading..." />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}
