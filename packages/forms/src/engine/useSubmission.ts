import { useEffect, useRef, useState } from 'react';
import { notify, useLocale } from '@petverse/ui';
import { SubmitError } from './SubmitError';
import type { FieldConfig, FormValues, FormView, SubmitAdapter } from './types';

/** What `onSubmitted` receives: the form, the values sent and what the adapter answered. */
export interface FormSubmitted {
  formKey: string;
  values: FormValues;
  /** The adapter's answer, e.g. our server's `{ id }`; undefined for adapters that answer nothing. */
  result: unknown;
}

/** What `onError` receives: the form and the message shown to the user. */
export interface FormFailure {
  formKey: string;
  message: string;
  /** HTTP status when the failure came from an answer. */
  status?: number;
}

/** Where a form is in its life: idle, sending, or sent and waiting to redirect. */
export type SubmissionStatus = 'idle' | 'submitting' | 'succeeded';

export interface UseSubmissionOptions {
  definition: FormView;
  adapter: SubmitAdapter;
  fields: readonly FieldConfig[];
  redirectTo: string | null;
  navigate?: (to: string) => void;
  onSuccess?: (values: FormValues) => void;
  /** Told at once of a stored submission (before the success delay). */
  onSubmitted?: (submission: FormSubmitted) => void;
  /** Told of a failed submission, with the message the form shows. */
  onError?: (failure: FormFailure) => void;
  /** Show our toasts for success and failure. @default true */
  notifications?: boolean;
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
  onSubmitted,
  onError,
  notifications = true,
  onIdleAfterSuccess,
}: UseSubmissionOptions) {
  const locale = useLocale();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** A failure told to the user (the toast) and to the host (`onError`). */
  const report = (message: string, status?: number) => {
    if (notifications) notify.error(message);
    onError?.({ formKey: definition.key, message, status });
  };

  const submit = async (values: FormValues): Promise<Record<string, string>> => {
    setStatus('submitting');
    const formKey = definition.key;
    let result: unknown;
    try {
      result = await adapter({ formKey, values, fields, locale });
    } catch (error) {
      const submitError = error instanceof SubmitError ? error : undefined;
      report(submitError?.userMessage ?? definition.failureMessage, submitError?.status);
      setStatus('idle');
      return { ...submitError?.fieldErrors };
    }
    if (notifications) notify.success(definition.successMessage);
    onSubmitted?.({ formKey, values, result });
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

  /** Tells of a failure before anything was sent: the form's rules could not be loaded. */
  const fail = () => report(definition.failureMessage);

  return { status, submit, fail };
}
