import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';

export interface UseAccountFormOptions<T extends FieldValues> {
  schema: AnyObjectSchema;
  defaultValues: T;
  /** Receives the valid values; a rejection keeps the form as it is, ready to try again. */
  onSubmit: (values: T) => unknown;
}

/**
 * react-hook-form with the form's yup schema, as the engine uses it: rules run on submit with
 * `abortEarly: false`, focus goes to the first invalid field, and a field's message clears as soon
 * as that field is edited (call `clear(name)` from its onChange).
 */
export function useAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
}: UseAccountFormOptions<T>) {
  const form = useForm<T>({
    resolver: yupResolver(schema) as unknown as Resolver<T>,
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch {
      // The host shows the failure (toast or `error` prop); the values stay for another try.
    } finally {
      setBusy(false);
    }
  });

  return { form, busy, submit };
}
