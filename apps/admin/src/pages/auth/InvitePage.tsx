import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { toApiError, useApiClient, type ApiError } from '@petverse/api';
import { useStaffSession } from '@petverse/api/admin';
import { ROLE_DESCRIPTIONS, type InvitationResponse } from '@petverse/api/contract';
import { AuthCard, Button, ErrorState, LoadingState } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { NewPasswordFields } from './NewPasswordFields';

/** A colleague joins from the link an owner's invitation mailed them. */
export function InvitePage() {
  usePageTitle('Join the back office');
  const token = useSearchParams()[0].get('token') ?? '';
  const client = useApiClient();
  const { accept } = useStaffSession();
  const navigate = useNavigate();
  const invitation = useSWR<InvitationResponse, ApiError>(
    token ? ['admin-invitation', token] : null,
    async () =>
      (await client.get<InvitationResponse>('/admin/invitations', { params: { token } })).data,
    { shouldRetryOnError: false },
  );
  // What the invitation says their name is, until they write their own.
  const [typedName, setName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const name = typedName ?? invitation.data?.name ?? '';

  const gone = !token || invitation.error?.status === 410 || invitation.error?.status === 400;
  if (gone)
    return (
      <AuthCard title="This invitation no longer works">
        <p>It has expired or was already used. Ask an owner to invite you again.</p>
      </AuthCard>
    );
  if (invitation.error)
    return (
      <ErrorState
        message={toApiError(invitation.error).messageOr('We could not read the invitation.')}
        onRetry={() => void invitation.mutate()}
      />
    );
  if (!invitation.data) return <LoadingState label="Reading your invitation..." />;
  const { email, role } = invitation.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await accept({ token, name, password });
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(
        toApiError(error).messageOr('We could not set up your account. Please try again.'),
      );
      setSending(false);
    }
  };
  return (
    <AuthCard
      title="Join the Petverse back office"
      intro={`You are invited as ${role} (${ROLE_DESCRIPTIONS[role]}) with ${email}.`}
    >
      <form onSubmit={(event) => void submit(event)}>
        <NewPasswordFields
          idPrefix="invite"
          name={name}
          password={password}
          email={email}
          onName={setName}
          onPassword={setPassword}
        />
        {failure ? <p role="alert">{failure}</p> : null}
        <Button type="submit" loading={sending} fullWidth>
          Join and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
