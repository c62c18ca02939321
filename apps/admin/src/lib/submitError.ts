import { toApiError } from '@petverse/api';
import { SubmitError } from '@petverse/forms';

/** A failed call, told in the form that made it: the server's message (a newer version, a wrong field). */
export const asSubmitError = (error: unknown) => {
  const failure = toApiError(error);
  return new SubmitError(failure.message, {
    userMessage: failure.serverMessage ?? failure.message,
    status: failure.status,
    cause: error,
  });
};
