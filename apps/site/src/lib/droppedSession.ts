import type { DroppedToken } from '@petverse/api';

/**
 * The session the app dropped at load (a stored token without a user id, or expired), until a
 * page that must say so (checkout, payment, grooming booking) has said it.
 */
let dropped: DroppedToken | null = null;

export const rememberDroppedSession = (reason: DroppedToken) => {
  dropped = reason;
};

/**
 * The dropped session's reason, if not yet said. Read it while rendering (a render can be thrown
 * away and run again: a lazy part suspending discards the state it computed, so reading must not
 * consume); call `saidDroppedSession` in the effect that says it.
 */
export const droppedSession = (): DroppedToken | null => dropped;

/** The dropped session has been said: later pages do not say it again. */
export const saidDroppedSession = () => {
  dropped = null;
};
