import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { toApiError, useApiClient, type ApiError } from '@petverse/api';
import { useStaffSession } from '@petverse/api/admin';
import { ROLE_DESCRIPTIONS, type InvitationResponse } from '@petverse/api/contract';
import { JoinForm } from '@petverse/forms/accounts';
import { AuthCard, ErrorState, LoadingState } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';

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
  const [failure, setFailure] = useState<string | null>(null);

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
  const { email, name, role } = invitation.data;

  return (
    <AuthCard
      title="Join the Petverse back office"
      intro={`You are invited as ${role} (${ROLE_DESCRIPTIONS[role]}) with ${email}.`}
    >
      <JoinForm
        idPrefix="invite"
        label="Join and sign in"
        email={email}
        // What the invitation says their name is, until they write their own.
        defaultName={name ?? ''}
        error={failure}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await accept({ token, name: values.name, password: values.password });
            void navigate('/', { replace: true });
          } catch (error) {
            setFailure(
              toApiError(error).messageOr('We could not set up your account. Please try again.'),
            );
            throw error;
          }
        }}
      />
    </AuthCard>
  );
}
