import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiProvider, tokenStore, useAuthBootstrap, useUnauthorizedHandler } from '@petverse/api';
import { API_BASE } from './config';

function AuthBootstrap() {
  useAuthBootstrap();
  return null;
}

/**
 * The API client wired to the router: any 401 (except a failed login, which the api package
 * keeps for the form) clears the session and goes to /login, remembering where the user was.
 */
export function SiteApiProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef({ navigate, location });
  useEffect(() => {
    here.current = { navigate, location };
  });
  const toLogin = useCallback(() => {
    const { navigate: go, location: from } = here.current;
    if (from.pathname !== '/login') void go('/login', { replace: true, state: { from } });
  }, []);
  const onUnauthorized = useUnauthorizedHandler(toLogin);
  return (
    <ApiProvider baseURL={API_BASE} getToken={tokenStore.get} onUnauthorized={onUnauthorized}>
      <AuthBootstrap />
      {children}
    </ApiProvider>
  );
}
