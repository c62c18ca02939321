import { ApiError } from '@petverse/api';
import type { Text as ApiText } from '@petverse/api/contract';
import { notify, type Text } from '@petverse/ui';

/** A call that failed because the session ended: the 401 handler has already said so. */
export const endedSession = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Shows a failure toast for an action, unless the session ended (then the app's one 'Session
 * expired. Please log in again.' message stands alone instead of 'Failed to update quantity').
 */
export function notifyFailure(error: unknown, message: Text): void {
  if (!endedSession(error)) notify.error(message);
}

/**
 * What to tell the user about a failed call: the server's message when it sent one (with its
 * values, so the page says it in its language), else ours.
 */
export const failureMessage = (error: unknown, fallback: ApiText): Text =>
  error instanceof ApiError ? error.textOr(fallback) : fallback;
