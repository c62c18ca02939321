import { lazy, useState } from 'react';
import { useAddMatingProfile } from '@petverse/api';
import type { MatingProfileValues } from '@petverse/forms/services';
import { Button, Modal, notify, type Text } from '@petverse/ui';
import { FormSuspense } from '../../lib/FormSuspense';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { useLoginFirst, useResumeAction } from '../../lib/returnTo';
import { useSignedIn } from '../../lib/useSignedIn';
import { useT } from '@petverse/ui';

const MatingProfileForm = lazy(() =>
  import('../../lib/serviceFormsModule').then((m) => ({ default: m.MatingProfileForm })),
);

export const MATING_TEXTS = {
  created: 'Mating profile created!',
  failed: 'Failed to create mating profile',
} as const;

/**
 * 'Create Mating Profile' on /mating-profile: the form in a dialog for a signed-in user; a
 * visitor logs in first and comes back with the dialog open. The new profile joins the list.
 */
export function CreateMatingProfile() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<Text | null>(null);
  const loginFirst = useLoginFirst();
  const add = useAddMatingProfile();
  const signedIn = useSignedIn();

  useResumeAction(
    'createMatingProfile',
    () => true,
    () => setOpen(true),
    signedIn,
  );

  const start = () => {
    if (!signedIn) loginFirst({ kind: 'createMatingProfile' });
    else setOpen(true);
  };

  const submit = async (values: MatingProfileValues) => {
    setError(null);
    try {
      await add.trigger(values);
    } catch (failure) {
      const message = failureMessage(failure, MATING_TEXTS.failed);
      setError(message);
      notifyFailure(failure, message);
      throw failure;
    }
    notify.success(MATING_TEXTS.created);
    setOpen(false);
  };

  return (
    <>
      <Button onClick={start}>{t('Create Mating Profile')}</Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('Create Mating Profile')}>
        <FormSuspense>
          <MatingProfileForm onSubmit={submit} error={error} />
        </FormSuspense>
      </Modal>
    </>
  );
}
