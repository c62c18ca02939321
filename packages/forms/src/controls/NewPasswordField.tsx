import { useEffect, useState } from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { PasswordStrength, type PasswordStrengthProps } from '@petverse/ui';
import { TextField } from './fields';
import { loadPasswordRules } from './passwordRules';
import { useT } from '@petverse/ui';

/**
 * A new password with a strength hint: the rules (zxcvbn-ts) load when the first character is
 * typed, never on the page's first load; until then, and if they cannot load, no hint is shown
 * (the form and the server still check the password on submit).
 */
export function NewPasswordField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  disabled,
  userInputs = [],
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  idPrefix: string;
  disabled?: boolean;
  /** The person's own name and email, which make a password easier to guess. */
  userInputs?: string[];
}) {
  const t = useT();
  const value = useWatch({ control: form.control, name });
  const password = typeof value === 'string' ? value : '';
  const strength = useStrength(password, userInputs);
  // Once the form shows its message, the hint does not say it a second time.
  const { error } = form.getFieldState(name, form.formState);
  return (
    <TextField
      form={form}
      name={name}
      label={t(label)}
      idPrefix={idPrefix}
      disabled={disabled}
      type="password"
      autoComplete="new-password"
      hint={
        strength ? (
          <PasswordStrength {...strength} problem={error ? null : strength.problem} />
        ) : undefined
      }
    />
  );
}

function useStrength(password: string, userInputs: string[]): PasswordStrengthProps | null {
  // The last judgement stays shown while the next one is computed; none once the field is empty.
  const [strength, setStrength] = useState<PasswordStrengthProps | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    loadPasswordRules()
      .then(({ passwordStrength }) => {
        if (current) setStrength(passwordStrength(password, inputs.split('\n')));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return password ? strength : null;
}
