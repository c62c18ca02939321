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
const joinWithEmailRules = () => import('./schemas').then((m) => m.joinWithEmailSchema);

export interface JoinFormProps {
  /**
   * The invitation's address, counted as easy to guess in a password. Without one the form asks
   * for the email first (a back office's first owner, who has no invitation).
   */
  email?: string;
  /** The name to start from, e.g. the one the invitation gives. @default '' */
  defaultName?: string;
  /** Receives valid values (with `email` when the form asked for it); reject to keep the form for another try. */
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
 * Joining from an invitation (the provider portal, the back office): the person's name and a new
 * password, judged as the server judges it, with the email among what makes it easy to guess.
 */
export function JoinForm({
  email,
  defaultName = '',
  onSubmit,
  error,
  label = 'Create your account',
  footer,
  idPrefix = 'join',
}: JoinFormProps) {
  const t = useT();
  const asksEmail = email === undefined;
  const { form, busy, frame } = useAccountForm<JoinValues>({
    schema: asksEmail ? joinWithEmailRules : joinRules,
    defaultValues: {
      ...(asksEmail ? { email: '' } : {}),
      name: defaultName,
      password: '',
    },
    onSubmit,
    error,
    context: { userInputs: asksEmail ? [] : [email] },
  });
  const shared = { form, idPrefix, disabled: busy };
  const [name, typedEmail] = useWatch({ control: form.control, name: ['name', 'email'] });
  return (
    <AccountForm ui="JoinForm" label={t(label)} submitLabel={t(label)} {...frame} footer={footer}>
      {asksEmail ? (
        <TextField
          {...shared}
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="username"
        />
      ) : null}
      <TextField {...shared} name="name" label={t('Your name')} autoComplete="name" />
      <NewPasswordField
        {...shared}
        name="password"
        label={t('Choose a password')}
        userInputs={[name, email ?? typedEmail ?? '']}
      />
    </AccountForm>
  );
}
