import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toApiError } from '@petverse/api';
import { useInvitation, useProSession } from '@petverse/api/pro';
import { JoinForm } from '@petverse/forms/accounts';
import { AuthCard, ErrorState, LoadingState, T, useT } from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';

/** A provider's owner (or a colleague) makes their account from the link the invitation mailed. */
export function InvitePage() {
  usePageTitle('Join Petverse');
  const t = useT();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useInvitation(token || null);
  const { accept } = useProSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  if (!token || invitation.data?.usable === false || invitation.error?.status === 400)
    return (
      <AuthCard title="This invitation no longer works">
        <p>
          {t(
            'It has expired, was withdrawn or was already used. Ask the Petverse partnerships team or your team’s owner for a new one.',
          )}
        </p>
      </AuthCard>
    );
  if (invitation.error)
    return (
      <ErrorState
        message={t(toApiError(invitation.error).messageOr('We could not read the invitation.'))}
        onRetry={() => void invitation.mutate()}
      />
    );
  if (!invitation.data) return <LoadingState label={t('Reading your invitation...')} />;
  const { email = '', providerName = '' } = invitation.data;
  return (
    <AuthCard
      title="Join Petverse for providers"
      intro={
        <T
          message="You are invited to run {provider} on Petverse with {email}."
          values={{ provider: <strong>{providerName}</strong>, email: <strong>{email}</strong> }}
        />
      }
    >
      <JoinForm
        email={email}
        error={failure}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await accept({ token, ...values });
            void navigate('/hours', { replace: true });
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
