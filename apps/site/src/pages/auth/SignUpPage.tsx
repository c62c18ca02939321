import { lazy, useState } from 'react';
import { failureMessage } from '../../lib/notifyFailure';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { type SignUpValues } from '@petverse/forms/accounts';
import { FormSuspense } from '../../lib/FormSuspense';
import { FormCard, type Text } from '@petverse/ui';
import { returnTarget } from '../../lib/returnTo';
import { usePageTitle } from '../../lib/usePageTitle';
import { Links } from './auth.styles';
import { useT } from '@petverse/ui';

const SignUpForm = lazy(() =>
  import('../../lib/accountFormsModule').then((m) => ({ default: m.SignUpForm })),
);

/** /signup: the Sign Up overlay; after sign-in the user returns to the origin page, else /. */
export default function SignUpPage() {
  const t = useT();
  usePageTitle('Sign Up');
  const { register } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<Text | null>(null);
  const back = returnTarget(location.state);
  const target = back.to;

  const submit = async ({ name, email, phone, password }: SignUpValues) => {
    setError(null);
    try {
      await register({ name: name.trim(), email: email.trim(), phone: phone.trim(), password });
    } catch (failure) {
      setError(failureMessage(failure, 'Registration failed'));
      throw failure;
    }
    void navigate(target, { replace: true, state: back.state });
  };

  return (
    <FormCard title={t('Sign Up')} onClose={() => void navigate(target)}>
      <FormSuspense>
        <SignUpForm
          onSubmit={submit}
          error={error}
          footer={
            <Links>
              <span>
                {t('Already have an account?')}{' '}
                <Link to="/login" state={location.state as unknown}>
                  {t('Login')}
                </Link>
              </span>
            </Links>
          }
        />
      </FormSuspense>
    </FormCard>
  );
}
