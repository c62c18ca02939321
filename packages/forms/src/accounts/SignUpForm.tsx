import type { ReactNode } from 'react';
import { AccountForm } from './AccountForm';
import { useWatch } from 'react-hook-form';
import { TextField } from '../controls/fields';
import { NewPasswordField } from '../controls/NewPasswordField';
import type { SignUpValues } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const signUpRules = () => import('./schemas').then((m) => m.signUpSchema);

export interface SignUpFormProps {
  /** Receives valid values (the confirmation included); reject to keep the form. */
  onSubmit: (values: SignUpValues) => unknown;
  /** The server's answer to show, e.g. that the email is taken. */
  error?: Text | null;
  /** Links under the button (Login). */
  footer?: ReactNode;
  /** Prefix of the control ids. @default 'signup' */
  idPrefix?: string;
}

/** Sign Up (spec §2): name, email, phone, password and confirmation, all required. */
export function SignUpForm({ onSubmit, error, footer, idPrefix = 'signup' }: SignUpFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<SignUpValues>({
    schema: signUpRules,
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    onSubmit,
    error,
  });
  const shared = { form, idPrefix, disabled: busy };
  const [name, email] = useWatch({ control: form.control, name: ['name', 'email'] });
  return (
    <AccountForm
      ui="SignUpForm"
      label={t('Sign Up')}
      submitLabel={t('Sign Up')}
      {...frame}
      footer={footer}
    >
      <TextField {...shared} name="name" label={t('Name')} autoComplete="name" />
      <TextField {...shared} name="email" label={t('Email')} type="email" autoComplete="email" />
      <TextField {...shared} name="phone" label={t('Phone Number')} type="tel" autoComplete="tel" />
      <NewPasswordField
        {...shared}
        name="password"
        label={t('Password')}
        userInputs={[name, email]}
      />
      <TextField
        {...shared}
        name="confirmPassword"
        label={t('Confirm Password')}
        type="password"
        autoComplete="new-password"
      />
    </AccountForm>
  );
}
