import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toApiError } from '@petverse/api';
import { useStaffSession } from '@petverse/api/admin';
import { AuthCard, Button, TextInput, useHydrated } from '@petverse/ui';
import type { FromState } from '../../lib/AdminApiProvider';
import { usePageTitle } from '../../lib/usePageTitle';

/** Staff sign in with their own email and password (never a pet parent's account). */
export function LoginPage() {
  usePageTitle('Sign in');
  const { token, signIn } = useStaffSession();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A prerendered page: the browser may already hold a session once it has hydrated.
  const hydrated = useHydrated();
  if (hydrated && token) return <Navigate to={from ? from.pathname + from.search : '/'} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await signIn({ email, password });
      void navigate(from ? from.pathname + from.search : '/', { replace: true });
    } catch (error) {
      setFailure(toApiError(error).messageOr('We could not sign you in. Please try again.'));
      setSending(false);
    }
  };
  return (
    <AuthCard
      title="Sign in to the back office"
      intro="For the Petverse team. Pet parents sign in on the shop."
    >
      <form onSubmit={(event) => void submit(event)}>
        <TextInput
          id="login-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextInput
          id="login-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure ? <p role="alert">{failure}</p> : null}
        <Button type="submit" loading={sending} disabled={!hydrated} fullWidth>
          {hydrated ? 'Sign in' : 'Loading…'}
        </Button>
      </form>
    </AuthCard>
  );
}
