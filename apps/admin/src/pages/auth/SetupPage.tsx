import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { toApiError, useApiClient } from '@petverse/api';
import { useStaffSession } from '@petverse/api/admin';
import type { SetupStatusResponse } from '@petverse/api/contract';
import { JoinForm } from '@petverse/forms/accounts';
import { AuthCard, ErrorState, LoadingState } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';

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
  const [failure, setFailure] = useState<string | null>(null);

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

  return (
    <AuthCard
      title="Create the owner"
      intro="You are setting up the Petverse back office. The owner can do everything, and invites the rest of the team."
    >
      {/* No invitation gives the address: the form asks for the email first. */}
      <JoinForm
        idPrefix="setup"
        label="Create the owner and sign in"
        error={failure}
        onSubmit={async ({ email = '', name, password }) => {
          setFailure(null);
          try {
            await setUp({ token, name, email, password });
            void navigate('/', { replace: true });
          } catch (error) {
            setFailure(
              toApiError(error).messageOr('We could not create the owner. Please try again.'),
            );
            throw error;
          }
        }}
      />
    </AuthCard>
  );
}
