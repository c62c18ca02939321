import { lazy, useState } from 'react';
import { failureMessage } from '../../lib/notifyFailure';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import type { LoginValues } from '@petverse/forms/accounts';
import { Modal, type Text } from '@petverse/ui';
import { FormSuspense } from '../../lib/FormSuspense';
import { usePageTitle } from '../../lib/usePageTitle';
import { CartView } from './CartView';
import { HiddenHeading } from './shop.styles';
import { useT } from '@petverse/ui';

const LoginForm = lazy(() =>
  import('../../lib/accountFormsModule').then((m) => ({ default: m.LoginForm })),
);

/** The login dialog over the cart of a visitor; logging in shows their cart underneath. */
function CartLogin({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { login } = useAuth();
  const location = useLocation();
  const [error, setError] = useState<Text | null>(null);
  const submit = async (values: LoginValues) => {
    setError(null);
    try {
      await login({ email: values.email.trim(), password: values.password });
    } catch (failure) {
      setError(failureMessage(failure, 'Login failed'));
      throw failure;
    }
  };
  return (
    <Modal open onClose={onClose} title={t('Login')} closeOnBackdrop={false}>
      <FormSuspense>
        <LoginForm
          onSubmit={submit}
          error={error}
          footer={
            <p>
              {t('New to Petverse?')}{' '}
              <Link to="/signup" state={{ from: location }}>
                {t('Sign Up')}
              </Link>
            </p>
          }
        />
      </FormSuspense>
    </Modal>
  );
}

/**
 * /pet-cart and /auth/pet-cart. Without a valid token a login dialog overlays the cart; closing
 * it on /pet-cart goes to /vet-clinic (where consultations are booked), elsewhere back home.
 */
export default function CartPage() {
  const t = useT();
  usePageTitle('Cart');
  const { token, userId } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = Boolean(token && userId);
  return (
    <>
      <HiddenHeading>{t('Cart')}</HiddenHeading>
      <CartView />
      {signedIn ? null : (
        <CartLogin
          onClose={() => void navigate(pathname.startsWith('/pet-cart') ? '/vet-clinic' : '/')}
        />
      )}
    </>
  );
}
