import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { toApiError, useApiClient } from '@petverse/api';
import { useStaffSession } from '@petverse/api/admin';
import type { SetupStatusResponse } from '@petverse/api/contract';
import { AuthCard, Button, ErrorState, LoadingState, TextInput } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { NewPasswordFields } from './NewPasswordFields';

/** The first owner, from the one-time link the server printed at its first start. */
export function SetupPage() {
  usePageTitle('Create the owner');
  const token = useSearchParams()[0].get('token') ?? '';
  const client = useApiClient();
  const { setUp } = useStaffSession();
  const navigate = useNavigate();
  const status = useSWR(
    token ? ['admin-setup', token] : null,
    async () => (await client.get<SetupStatusResponse>('/admin/setup', { params: { token } })).data,
  );
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (!token || status.data?.usable === false)
    return (
      <AuthCard title="This setup link no longer works">
        <p>
          It was already used, or it has expired. If the back office has an owner, sign in; if not,
          restart the server for a new link, or run <code>pnpm admin:create-owner</code>.
        </p>
        <a href="/admin/login">Go to sign in</a>
      </AuthCard>
    );
  if (status.error)
    return (
      <ErrorState
        message={toApiError(status.error).messageOr('We could not check the link.')}
        onRetry={() => void status.mutate()}
      />
    );
  if (!status.data) return <LoadingState label="Checking the setup link..." />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await setUp({ token, name, email, password });
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(toApiError(error).messageOr('We could not create the owner. Please try again.'));
      setSending(false);
    }
  };
  return (
    <AuthCard
      title="Create the owner"
      intro="You are setting up the Petverse back office. The owner can do everything, and invites the rest of the team."
    >
      <form onSubmit={(event) => void submit(event)}>
        <TextInput
          id="setup-email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <NewPasswordFields
          idPrefix="setup"
          name={name}
          password={password}
          email={email}
          onName={setName}
          onPassword={setPassword}
        />
        {failure ? <p role="alert">{failure}</p> : null}
        <Button type="submit" loading={sending} fullWidth>
          Create the owner and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
