import { lazy, useState } from 'react';
import { failureMessage } from '../../lib/notifyFailure';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { type LoginValues } from '@petverse/forms/accounts';
import { FormSuspense } from '../../lib/FormSuspense';
import { FormCard, type Text } from '@petverse/ui';
import { returnTarget } from '../../lib/returnTo';
import { usePageTitle } from '../../lib/usePageTitle';
import { Links } from './auth.styles';
import { useT } from '@petverse/ui';

const LoginForm = lazy(() =>
  import('../../lib/accountFormsModule').then((m) => ({ default: m.LoginForm })),
);

/** /login: a modal-style card; after login the user returns to where they came from, else /. */
export default function LoginPage() {
  const t = useT();
  usePageTitle('Login');
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<Text | null>(null);
  const back = returnTarget(location.state);
  const target = back.to;

  const submit = async (values: LoginValues) => {
    setError(null);
    try {
      await login({ email: values.email.trim(), password: values.password });
    } catch (failure) {
      setError(failureMessage(failure, 'Login failed'));
      throw failure;
    }
    void navigate(target, { replace: true, state: back.state });
  };

  return (
    <FormCard title={t('Login')} onClose={() => void navigate(target === '/login' ? '/' : target)}>
      <FormSuspense>
        <LoginForm
          onSubmit={submit}
          error={error}
          footer={
            <Links>
              <span>
                {t('New to Petverse?')}{' '}
                <Link to="/signup" state={location.state as unknown}>
                  {t('Sign Up')}
                </Link>
              </span>
              <Link to="/reset-password">{t('Forgot password?')}</Link>
            </Links>
          }
        />
      </FormSuspense>
    </FormCard>
  );
}
