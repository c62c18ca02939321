import type { Text } from '@petverse/ui';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { NETWORK_MESSAGES } from '@petverse/api/contract';
import { useLazyResolver, type SchemaSource } from '../engine/lazyRules';

export interface UseAccountFormOptions<T extends FieldValues> {
  /** The form's yup schema, or a function that loads it when the user starts on the form. */
  schema: SchemaSource;
  defaultValues: T;
  /** Receives the valid values; a rejection keeps the form as it is, ready to try again. */
  onSubmit: (values: T) => unknown;
  /** The host's message to show above the button (the server's answer), if any. */
  error?: Text | null;
  /** What the rules may read besides the values (yup's `context`), e.g. `{ userInputs }`. */
  context?: Record<string, unknown>;
}

/**
 * react-hook-form with the form's yup schema, as the engine uses it: rules run on submit with
 * `abortEarly: false`, focus goes to the first invalid field, and a field's message clears as soon
 * as that field is edited (call `clear(name)` from its onChange). A schema given as a loader comes
 * when the user starts on the form (its first focus or tap) or sends it; if it cannot be loaded,
 * the form says so and the next send tries again. `frame` wires all of it to the form's frame
 * (`AccountForm`, `ServiceFormFrame`): busy, the message to show, submit and start.
 */
export function useAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  error,
  context,
}: UseAccountFormOptions<T>) {
  const { resolver, start } = useLazyResolver<T>(schema);
  const form = useForm<T>({
    resolver,
    context,
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const [busy, setBusy] = useState(false);
  const [rulesFailed, setRulesFailed] = useState(false);

  const handle = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch {
      // The host shows the failure (toast or `error` prop); the values stay for another try.
    } finally {
      setBusy(false);
    }
  });
  const frame = {
    busy,
    error: error ?? (rulesFailed ? NETWORK_MESSAGES.network : null),
    // Only the rules' load can reject here: `onSubmit`'s failures are the host's to show.
    onSubmit: (event: BaseSyntheticEvent) =>
      void handle(event).then(
        () => setRulesFailed(false),
        () => setRulesFailed(true),
      ),
    onStart: start,
  };
  return { form, busy, frame };
}
