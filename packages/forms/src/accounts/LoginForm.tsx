import type { ReactNode } from 'react';
import { AccountForm } from './AccountForm';
import { TextField } from '../controls/fields';
import type { LoginValues } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const loginRules = () => import('./schemas').then((m) => m.loginSchema);

export interface LoginFormProps {
  /** Receives valid values; reject to keep the form for another try. */
  onSubmit: (values: LoginValues) => unknown;
  /** The server's answer to show, e.g. 'Invalid email or password'. */
  error?: Text | null;
  /** Links under the button (Sign Up, Forgot password). */
  footer?: ReactNode;
  /** Prefix of the control ids. @default 'login' */
  idPrefix?: string;
  /** The form's name and its button (the back office: 'Sign in'). @default 'Login' */
  label?: string;
  /**
   * The email's autofill hint: 'username' where the email is an account's sign-in name that a
   * password manager keeps with its password (the back office). @default 'email'
   */
  emailAutoComplete?: 'email' | 'username';
}

/** Login (spec §2): email and password, both required. */
export function LoginForm({
  onSubmit,
  error,
  footer,
  idPrefix = 'login',
  label = 'Login',
  emailAutoComplete = 'email',
}: LoginFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<LoginValues>({
    schema: loginRules,
    defaultValues: { email: '', password: '' },
    onSubmit,
    error,
  });
  const shared = { form, idPrefix, disabled: busy };
  return (
    <AccountForm ui="LoginForm" label={t(label)} submitLabel={t(label)} {...frame} footer={footer}>
      <TextField
        {...shared}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete={emailAutoComplete}
      />
      <TextField
        {...shared}
        name="password"
        label={t('Password')}
        type="password"
        autoComplete="current-password"
      />
    </AccountForm>
  );
}
