import { lazy } from 'react';
import { useAuth, useUpdateProfile } from '@petverse/api';
import { type ProfileFormValues } from '@petverse/forms/accounts';
import { FormSuspense } from '../../lib/FormSuspense';
import { LoadingState, notify } from '@petverse/ui';
import { TabHeader } from './profile.styles';
import { FormBox, Identity, Preference } from './profileTab.styles';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { useT } from '@petverse/ui';

const ProfileForm = lazy(() =>
  import('../../lib/accountFormsModule').then((m) => ({ default: m.ProfileForm })),
);

export const PROFILE_TEXTS = {
  reminders: 'Remind me by mail a day before each grooming or vet appointment',
  remindersHint: 'Mails about your orders and payments always come.',
  remindersOn: 'Appointment reminders are on',
  remindersOff: 'Appointment reminders are off',
} as const;

/**
 * Profile tab: who is signed in, the editable name, phone and picture, and whether appointment
 * reminders come by mail.
 */
export default function ProfileTab() {
  const t = useT();
  const { user } = useAuth();
  const update = useUpdateProfile();
  if (!user) return <LoadingState label={t('Loading...')} />;

  // Appointment reminders may be turned off (order mails may not: they are about money).
  const setReminders = async (reminders: boolean) => {
    try {
      await update.trigger({ reminders });
      notify.success(reminders ? PROFILE_TEXTS.remindersOn : PROFILE_TEXTS.remindersOff);
    } catch (error) {
      notifyFailure(error, failureMessage(error, 'Failed to update profile'));
    }
  };

  const submit = async ({ name, phone, image }: ProfileFormValues) => {
    try {
      const { message } = await update.trigger({
        name: name.trim(),
        phone: phone.trim(),
        ...(image ? { image } : {}),
      });
      notify.success(message || 'Profile updated successfully');
    } catch (error) {
      notifyFailure(error, failureMessage(error, 'Failed to update profile'));
      throw error;
    }
  };

  return (
    <section aria-labelledby="profile-title">
      <TabHeader>
        <h2 id="profile-title">{t('Profile')}</h2>
      </TabHeader>
      <Identity>
        {user.image ? (
          <img src={user.image} alt="" width={72} height={72} />
        ) : (
          <span data-avatar="" aria-hidden="true">
            {user.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <strong>{user.name}</strong>
          <p>{user.email}</p>
          <p>{user.phone}</p>
        </div>
      </Identity>
      <FormBox>
        <FormSuspense>
          <ProfileForm
            key={user._id}
            onSubmit={submit}
            initialValues={{ name: user.name, phone: user.phone }}
          />
        </FormSuspense>
      </FormBox>
      <Preference>
        <legend>{t('Mail')}</legend>
        <label>
          <input
            type="checkbox"
            checked={user.reminders !== false}
            disabled={update.isMutating}
            aria-describedby="reminders-hint"
            onChange={(event) => void setReminders(event.target.checked)}
          />
          {t(PROFILE_TEXTS.reminders)}
        </label>
        <p id="reminders-hint">{t(PROFILE_TEXTS.remindersHint)}</p>
      </Preference>
    </section>
  );
}
