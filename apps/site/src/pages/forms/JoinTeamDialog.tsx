import { use, useMemo } from 'react';
import { useApiClient } from '@petverse/api';
import {
  RegistrationForm,
  createApplicationAdapter,
  loadRegistrationView,
} from '@petverse/forms/registration';
import { useT } from '@petverse/ui';

/**
 * The 'Join the Team' modal: the team application form in a modal card (focus trapped, Escape
 * closes, page scroll locked). It posts to /application/apply through the site's API client and
 * closes after the success toast.
 * Its own chunk beside FormScreen (not a route): it loads on Join Now with the team
 * application's presentation alone; the rules (yup) come as the user starts on the form.
 */
export default function JoinTeamDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const definition = use(loadRegistrationView('teamApplication'));
  const client = useApiClient();
  const adapter = useMemo(() => createApplicationAdapter({ client }), [client]);
  return (
    <RegistrationForm
      definition={definition}
      adapter={adapter}
      redirectTo={null}
      onSuccess={onClose}
      onClose={onClose}
      closeLabel={t('Close Join the Team')}
      draftKey="petverse:draft:teamApplication"
    />
  );
}
