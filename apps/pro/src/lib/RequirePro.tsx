import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useProSession } from '@petverse/api/pro';
import { ErrorState, LoadingState, useT } from '@petverse/ui';

/**
 * A page for a signed-in provider: without a session, the sign-in page; while the session is
 * checked, a spinner; `owner` pages show members why they cannot change them.
 */
export function RequirePro({ children }: { children: ReactNode }) {
  const { token, me, checking, error } = useProSession();
  const t = useT();
  if (!token) return <Navigate to="/login" replace />;
  if (checking || (!me && !error)) return <LoadingState label={t('Checking your session...')} />;
  if (!me)
    return (
      <ErrorState
        message={t(error?.messageOr('We could not check your session. Please try again.') ?? '')}
        onRetry={() => window.location.reload()}
      />
    );
  return children;
}
