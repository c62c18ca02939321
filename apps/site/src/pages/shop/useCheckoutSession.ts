import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenStore, useAuth, userIdFromToken } from '@petverse/api';
import { notify } from '@petverse/ui';

export const SESSION_TEXTS = {
  login: 'Please login to continue',
  invalid: 'Invalid session. Please login again.',
  expired: 'Session expired. Please login again.',
} as const;

/** Why a stored token cannot pay: null when it carries a user id and has not expired. */
export function sessionProblem(
  token: string | null,
  now = Date.now(),
): keyof typeof SESSION_TEXTS | null {
  if (!token) return 'login';
  if (userIdFromToken(token, now)) return null;
  // Read with the clock at 0: a token whose only fault is its age still yields a user id.
  return userIdFromToken(token, 0) ? 'expired' : 'invalid';
}

/**
 * The session rules of checkout and payment (spec §8): no token → 'Please login to continue' and
 * /auth/login; a token without a user id or expired → its message, the token is removed and the
 * page shows an error panel whose Retry reloads. Returns the panel's message, or null. (At app
 * load the auth bootstrap already drops such tokens; this covers a page opened with one.)
 */
export function useCheckoutSession(): string | null {
  const { token } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [problem] = useState(() => sessionProblem(token));
  useEffect(() => {
    if (!problem) return;
    notify.error(SESSION_TEXTS[problem]);
    if (problem === 'login')
      void navigate('/auth/login', { replace: true, state: { from: location } });
    else tokenStore.clear();
    // Once, for the session the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return problem && problem !== 'login' ? SESSION_TEXTS[problem] : null;
}
