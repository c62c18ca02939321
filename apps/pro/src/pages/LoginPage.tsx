import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toApiError } from '@petverse/api';
import { useProSession } from '@petverse/api/pro';
import { LoginForm } from '@petverse/forms/accounts';
import { AuthCard, useHydrated, useT } from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';

/** A provider's team signs in with the email and password they chose from their invitation. */
export function LoginPage() {
  usePageTitle('Sign in');
  const t = useT();
  const { token, signIn } = useProSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // A prerendered page: the browser may already hold a session once it has hydrated.
  const hydrated = useHydrated();
  if (hydrated && token) return <Navigate to="/" replace />;
  return (
    <AuthCard
      title="Petverse for providers"
      intro={t(
        'For clinics, groomers, trainers and transporters on Petverse. Pet parents sign in on the shop.',
      )}
    >
      <LoginForm
        idPrefix="pro-login"
        error={failure}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await signIn(values);
            void navigate('/', { replace: true });
          } catch (error) {
            setFailure(toApiError(error).messageOr('We could not sign you in. Please try again.'));
            throw error;
          }
        }}
      />
    </AuthCard>
  );
}
