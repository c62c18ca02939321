import type { ReactNode } from 'react';
import { AccountForm } from './AccountForm';
import { Notice } from './AccountForm.styles';
import { TextField } from '../controls/fields';
import { NewPasswordField } from '../controls/NewPasswordField';
import type { ForgotPasswordValues, ResetPasswordValues } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const forgotPasswordRules = () => import('./schemas').then((m) => m.forgotPasswordSchema);
const resetPasswordRules = () => import('./schemas').then((m) => m.resetPasswordSchema);

export interface ForgotPasswordFormProps {
  /** Receives the email; resolve to move on to step 2. */
  onSubmit: (values: ForgotPasswordValues) => unknown;
  /** e.g. 'Failed to send OTP'. */
  error?: Text | null;
  /** Links under the button. */
  footer?: ReactNode;
  /** Email to start from. */
  defaultEmail?: string;
  /** @default 'forgot' */
  idPrefix?: string;
}

/** Reset Password, step 1 (spec §5): an email, required and valid; sends the code. */
export function ForgotPasswordForm({
  onSubmit,
  error,
  footer,
  defaultEmail = '',
  idPrefix = 'forgot',
}: ForgotPasswordFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<ForgotPasswordValues>({
    schema: forgotPasswordRules,
    defaultValues: { email: defaultEmail },
    onSubmit,
    error,
  });
  return (
    <AccountForm
      ui="ForgotPasswordForm"
      label={t('Request a reset code')}
      submitLabel={t('Send OTP')}
      {...frame}
      footer={footer}
    >
      <Notice>{t('Enter your account email and we will send you a 6-digit code.')}</Notice>
      <TextField
        form={form}
        idPrefix={idPrefix}
        disabled={busy}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
      />
    </AccountForm>
  );
}

export interface ResetPasswordFormProps {
  /** Receives the code and the new password (with its confirmation). */
  onSubmit: (values: ResetPasswordValues) => unknown;
  /** e.g. 'Failed to reset password'. */
  error?: Text | null;
  /** Where the code was sent, shown to the user. */
  email?: string;
  /** Links under the button (e.g. send another code). */
  footer?: ReactNode;
  /** @default 'reset' */
  idPrefix?: string;
}

/** Reset Password, step 2 (spec §5): the code, a new password and a matching confirmation. */
export function ResetPasswordForm({
  onSubmit,
  error,
  email,
  footer,
  idPrefix = 'reset',
}: ResetPasswordFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<ResetPasswordValues>({
    schema: resetPasswordRules,
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
    onSubmit,
    error,
    // The server judges the new password against the account's email: so does the form.
    context: { userInputs: email ? [email] : [] },
  });
  const shared = { form, idPrefix, disabled: busy };
  return (
    <AccountForm
      ui="ResetPasswordForm"
      label={t('Reset Password')}
      submitLabel={t('Reset Password')}
      {...frame}
      footer={footer}
    >
      {email ? <Notice>{t('We sent a code to {email}.', { email })}</Notice> : null}
      <TextField
        {...shared}
        name="otp"
        label={t('OTP')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <NewPasswordField
        {...shared}
        name="newPassword"
        label={t('New Password')}
        userInputs={email ? [email] : []}
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
