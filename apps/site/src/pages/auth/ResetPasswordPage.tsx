import { lazy, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, useForgotPassword, useResetPassword } from '@petverse/api';
import { RESET_REDIRECT_MS } from '@petverse/api/contract';
import { type ForgotPasswordValues, type ResetPasswordValues } from '@petverse/forms/accounts';
import { FormSuspense } from '../../lib/FormSuspense';
import { FormCard, notify } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Links, Success } from './auth.styles';
import { useT } from '@petverse/ui';

const ForgotPasswordForm = lazy(() =>
  import('../../lib/accountFormsModule').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('../../lib/accountFormsModule').then((m) => ({ default: m.ResetPasswordForm })),
);

const SEND_FAILED = 'Failed to send OTP';
const RESET_FAILED = 'Failed to reset password';

/**
 * /reset-password (spec §4 Forgot password): step 1 asks for the email and sends a code; step 2
 * takes the code and the new password, shows the server's message and goes to /login after 2 s.
 */
export default function ResetPasswordPage() {
  const t = useT();
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (done === null) return undefined;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const requestCode = async (values: ForgotPasswordValues) => {
    setError(null);
    try {
      const { message } = await forgot.trigger({ email: values.email.trim() });
      notify.success(message);
      setEmail(values.email.trim());
    } catch (failure) {
      setError(SEND_FAILED);
      notify.error(SEND_FAILED);
      throw failure;
    }
  };

  const resetPassword = async (values: ResetPasswordValues) => {
    if (!email) return;
    setError(null);
    try {
      const { message } = await reset.trigger({
        email,
        otp: values.otp.trim(),
        newPassword: values.newPassword,
      });
      setDone(message);
      notify.success(message);
    } catch (failure) {
      // The spec's toast, and under the form the server's reason (a wrong, used or expired
      // code, too many tries) so the user knows to request a new code.
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? `${RESET_FAILED}: ${failure.serverMessage}`
          : RESET_FAILED,
      );
      notify.error(RESET_FAILED);
      throw failure;
    }
  };

  return (
    <FormCard title={t('Reset Password')} onClose={() => void navigate('/login')}>
      {done !== null ? (
        <Success role="status">{t(done)}</Success>
      ) : email === null ? (
        <FormSuspense>
          <ForgotPasswordForm
            onSubmit={requestCode}
            error={error}
            footer={
              <Links>
                <Link to="/login">{t('Back to Login')}</Link>
              </Links>
            }
          />
        </FormSuspense>
      ) : (
        <FormSuspense>
          <ResetPasswordForm onSubmit={resetPassword} error={error} email={email} />
        </FormSuspense>
      )}
    </FormCard>
  );
}
