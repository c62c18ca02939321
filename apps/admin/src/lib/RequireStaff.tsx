import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStaffSession } from '@petverse/api/admin';
import { roleMay, type StaffArea } from '@petverse/api/contract';
import { EmptyState, ErrorState, LoadingState } from '@petverse/ui';
import type { FromState } from './AdminApiProvider';

/**
 * A page for signed-in staff whose role has `area`: without a session, the sign-in page (which
 * brings them back); while the session is checked, a spinner; without the role, a plain refusal.
 */
export function RequireStaff({ area, children }: { area: StaffArea; children: ReactNode }) {
  const { token, staff, checking, error } = useStaffSession();
  const location = useLocation();
  if (!token)
    return <Navigate to="/login" replace state={{ from: location } satisfies FromState} />;
  if (checking || (!staff && !error)) return <LoadingState label="Checking your session..." />;
  if (!staff)
    return (
      <ErrorState
        message={error?.messageOr('We could not check your session. Please try again.') ?? ''}
        onRetry={() => window.location.reload()}
      />
    );
  if (!roleMay(staff.role, area))
    return (
      <EmptyState
        title="Your role does not include this page"
        description={`You are signed in as ${staff.role}. Ask an owner if you need access.`}
      />
    );
  return children;
}
