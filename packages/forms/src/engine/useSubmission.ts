import { useEffect, useRef, useState } from 'react';
import { notify } from '@petverse/ui';
import { SubmitError } from './SubmitError';
import type { FieldConfig, FormDefinition, FormValues, SubmitAdapter } from './types';

/** Where a form is in its life: idle, sending, or sent and waiting to redirect. */
export type SubmissionStatus = 'idle' | 'submitting' | 'succeeded';

export interface UseSubmissionOptions {
  definition: FormDefinition;
  adapter: SubmitAdapter;
  fields: readonly FieldConfig[];
  redirectTo: string | null;
  navigate?: (to: string) => void;
  onSuccess?: (values: FormValues) => void;
  /** Called after the delay when nobody takes the user elsewhere, so the form can be used again. */
  onIdleAfterSuccess: () => void;
}

/**
 * Sends values through the adapter and runs the spec's sequence (§4.1): submitting → success toast
 * → after the form's delay `onSuccess` and `navigate(redirectTo)`; or failure toast → idle again,
 * values untouched. Returns field errors an adapter reported, for the renderer to show.
 */
export function useSubmission({
  definition,
  adapter,
  fields,
  redirectTo,
  navigate,
  onSuccess,
  onIdleAfterSuccess,
}: UseSubmissionOptions) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (values: FormValues): Promise<Record<string, string>> => {
    setStatus('submitting');
    try {
      await adapter({ formKey: definition.key, values, fields });
    } catch (error) {
      const submitError = error instanceof SubmitError ? error : undefined;
      notify.error(submitError?.userMessage ?? definition.failureMessage);
      setStatus('idle');
      return { ...submitError?.fieldErrors };
    }
    notify.success(definition.successMessage);
    setStatus('succeeded');
    timer.current = setTimeout(() => {
      onSuccess?.(values);
      if (redirectTo && navigate) navigate(redirectTo);
      else if (!onSuccess) {
        setStatus('idle');
        onIdleAfterSuccess();
      }
    }, definition.redirectDelayMs);
    return {};
  };

  return { status, submit };
}
