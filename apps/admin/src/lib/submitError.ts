import { useState } from 'react';
import { toApiError } from '@petverse/api';
import {
  SubmitError,
  type FormFailure,
  type FormSubmitted,
  type FormValues,
  type SchemaFormProps,
} from '@petverse/forms';
import { notify } from '@petverse/ui';

/** A failed call, told in the form that made it: the server's message (a newer version, a wrong field). */
export const asSubmitError = (error: unknown) => {
  const failure = toApiError(error);
  return new SubmitError(failure.message, {
    userMessage: failure.serverMessage ?? failure.message,
    status: failure.status,
    cause: error,
  });
};

/**
 * A back-office form whose call answers in the server's own words (`{ message }`, e.g.
 * 'Invitation sent to …'): that message in a toast once done, and a refusal said under the form,
 * which keeps what was typed. Spread `form` on `SchemaForm` and show `failure` in an alert.
 */
export function useServerOutcome(call: (values: FormValues) => Promise<{ message: string }>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = {
    adapter: async ({ values }) => {
      setFailure(null);
      try {
        return await call(values);
      } catch (error) {
        throw asSubmitError(error);
      }
    },
    notifications: false,
    onSubmitted: ({ result }: FormSubmitted) =>
      notify.success((result as { message: string }).message),
    onError: ({ message }: FormFailure) => setFailure(message),
  } satisfies Partial<SchemaFormProps>;
  return { failure, form };
}
