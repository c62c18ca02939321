import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toApiError } from '@petverse/api';
import { useStaffSession } from '@petverse/api/admin';
import { LoginForm } from '@petverse/forms/accounts';
import { AuthCard, useHydrated } from '@petverse/ui';
import type { FromState } from '../../lib/AdminApiProvider';
import { usePageTitle } from '../../lib/usePageTitle';

/** Staff sign in with their own email and password (never a pet parent's account). */
export function LoginPage() {
  usePageTitle('Sign in');
  const { token, signIn } = useStaffSession();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  const [failure, setFailure] = useState<string | null>(null);
  // A prerendered page: the browser may already hold a session once it has hydrated.
  const hydrated = useHydrated();
  if (hydrated && token) return <Navigate to={from ? from.pathname + from.search : '/'} replace />;
  return (
    <AuthCard
      title="Sign in to the back office"
      intro="For the Petverse team. Pet parents sign in on the shop."
    >
      <LoginForm
        label="Sign in"
        emailAutoComplete="username"
        error={failure}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await signIn(values);
            void navigate(from ? from.pathname + from.search : '/', { replace: true });
          } catch (error) {
            setFailure(toApiError(error).messageOr('We could not sign you in. Please try again.'));
            // The form keeps what was typed for another try.
            throw error;
          }
        }}
      />
    </AuthCard>
  );
}
