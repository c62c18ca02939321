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
}

/**
 * react-hook-form with the form's yup schema, as the engine uses it: rules run on submit with
 * `abortEarly: false`, focus goes to the first invalid field, and a field's message clears as soon
 * as that field is edited (call `clear(name)` from its onChange). A schema given as a loader comes
 * when the user starts on the form (`start`, for its first focus or tap) or sends it; if it cannot
 * be loaded, `rulesError` says so and the next send tries again.
 */
export function useAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
}: UseAccountFormOptions<T>) {
  const { resolver, start } = useLazyResolver<T>(schema);
  const form = useForm<T>({
    resolver,
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
  // Only the rules' load can reject here: `onSubmit`'s failures are the host's to show.
  const submit = (event?: BaseSyntheticEvent) =>
    handle(event).then(
      () => setRulesFailed(false),
      () => setRulesFailed(true),
    );

  return {
    form,
    busy,
    submit,
    start,
    rulesError: rulesFailed ? NETWORK_MESSAGES.network : null,
  };
}
