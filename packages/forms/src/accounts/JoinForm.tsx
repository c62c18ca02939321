import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useT, type Text } from '@petverse/ui';
import { AccountForm } from './AccountForm';
import { TextField } from '../controls/fields';
import { NewPasswordField } from '../controls/NewPasswordField';
import type { JoinValues } from './schemas';
import { useAccountForm } from './useAccountForm';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const joinRules = () => import('./schemas').then((m) => m.joinSchema);

export interface JoinFormProps {
  /** The invitation's address: shown, and counted as easy to guess in a password. */
  email: string;
  /** Receives valid values; reject to keep the form for another try. */
  onSubmit: (values: JoinValues) => unknown;
  /** The server's answer to show. */
  error?: Text | null;
  /** The heading and button. @default 'Create your account' */
  label?: string;
  footer?: ReactNode;
  /** Prefix of the control ids. @default 'join' */
  idPrefix?: string;
}

/**
 * Joining from an invitation (the provider portal): the person's name and a new password, judged
 * as the server judges it, with the invitation's email among what makes it easy to guess.
 */
export function JoinForm({
  email,
  onSubmit,
  error,
  label = 'Create your account',
  footer,
  idPrefix = 'join',
}: JoinFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<JoinValues>({
    schema: joinRules,
    defaultValues: { name: '', password: '' },
    onSubmit,
    error,
    context: { userInputs: [email] },
  });
  const shared = { form, idPrefix, disabled: busy };
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <AccountForm ui="JoinForm" label={t(label)} submitLabel={t(label)} {...frame} footer={footer}>
      <TextField {...shared} name="name" label={t('Your name')} autoComplete="name" />
      <NewPasswordField
        {...shared}
        name="password"
        label={t('Choose a password')}
        userInputs={[name, email]}
      />
    </AccountForm>
  );
}
