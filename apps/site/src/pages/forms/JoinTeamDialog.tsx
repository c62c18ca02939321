import { useMemo } from 'react';
import { useApiClient } from '@petverse/api';
import { RegistrationForm, createApplicationAdapter, teamApplicationForm } from '@petverse/forms';

/**
 * The 'Join the Team' modal: the team application form in a modal card (focus trapped, Escape
 * closes, page scroll locked). It posts to /application/apply through the site's API client and
 * closes after the success toast.
 * Its own chunk beside FormScreen (not a route): the form rules load only on Join Now.
 */
export default function JoinTeamDialog({ onClose }: { onClose: () => void }) {
  const client = useApiClient();
  const adapter = useMemo(() => createApplicationAdapter({ client }), [client]);
  return (
    <RegistrationForm
      definition={teamApplicationForm}
      adapter={adapter}
      redirectTo={null}
      onSuccess={onClose}
      onClose={onClose}
      closeLabel="Close Join the Team"
      draftKey="petverse:draft:teamApplication"
    />
  );
}
