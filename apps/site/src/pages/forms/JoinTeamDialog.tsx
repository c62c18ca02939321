import { use, useMemo } from 'react';
import { useApiClient } from '@petverse/api';
import {
  RegistrationForm,
  createApplicationAdapter,
  loadRegistrationForm,
} from '@petverse/forms/registration';

/**
 * The 'Join the Team' modal: the team application form in a modal card (focus trapped, Escape
 * closes, page scroll locked). It posts to /application/apply through the site's API client and
 * closes after the success toast.
 * Its own chunk beside FormScreen (not a route): the form rules load only on Join Now, and the
 * team application's definition alone with them.
 */
export default function JoinTeamDialog({ onClose }: { onClose: () => void }) {
  const definition = use(loadRegistrationForm('teamApplication'));
  const client = useApiClient();
  const adapter = useMemo(() => createApplicationAdapter({ client }), [client]);
  return (
    <RegistrationForm
      definition={definition}
      adapter={adapter}
      redirectTo={null}
      onSuccess={onClose}
      onClose={onClose}
      closeLabel="Close Join the Team"
      draftKey="petverse:draft:teamApplication"
    />
  );
}
