import type { DroppedToken } from '@petverse/api';

/**
 * The session the app dropped at load (a stored token without a user id, or expired), until a
 * page that must say so (checkout, payment, grooming booking) has said it.
 */
let dropped: DroppedToken | null = null;

export const rememberDroppedSession = (reason: DroppedToken) => {
  dropped = reason;
};

/** The dropped session's reason, once. */
export function takeDroppedSession(): DroppedToken | null {
  const reason = dropped;
  dropped = null;
  return reason;
}
