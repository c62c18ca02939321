import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useForgetSession, userIdFromToken } from '@petverse/api';
import { notify } from '@petverse/ui';
import { droppedSession, saidDroppedSession } from '../../lib/droppedSession';

export const SESSION_TEXTS = {
  login: 'Please login to continue',
  invalid: 'Invalid session. Please login again.',
  expired: 'Session expired. Please login again.',
} as const;

/** Why a stored token cannot pay: null when it carries a user id and has not expired. */
export function sessionProblem(
  token: string | null,
  now = Date.now(),
  dropped: 'invalid' | 'expired' | null = null,
): keyof typeof SESSION_TEXTS | null {
  if (!token) return dropped ?? 'login';
  if (userIdFromToken(token, now)) return null;
  // Read with the clock at 0: a token whose only fault is its age still yields a user id.
  return userIdFromToken(token, 0) ? 'expired' : 'invalid';
}

/**
 * The session rules of checkout and payment (spec §8): no token → 'Please login to continue' and
 * /auth/login; a token without a user id or expired (found here, or dropped by the auth bootstrap
 * as the app loaded) → its message, the token is removed and the page shows an error panel whose
 * Retry reloads. Returns the problem (the page renders nothing of its own while there is one)
 * and the panel's message.
 */
export function useCheckoutSession(): {
  problem: keyof typeof SESSION_TEXTS | null;
  message: string | null;
} {
  const { token } = useAuth();
  const forget = useForgetSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [problem] = useState(() =>
    sessionProblem(token, Date.now(), token ? null : droppedSession()),
  );
  useEffect(() => {
    if (!problem) return;
    saidDroppedSession();
    notify.error(SESSION_TEXTS[problem]);
    if (problem === 'login')
      void navigate('/auth/login', { replace: true, state: { from: location } });
    else forget();
    // Once, for the session the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { problem, message: problem && problem !== 'login' ? SESSION_TEXTS[problem] : null };
}
