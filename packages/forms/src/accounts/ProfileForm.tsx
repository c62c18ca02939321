import { AccountForm } from './AccountForm';
import { ImageField, TextField } from '../controls/fields';
import type { ProfileFormValues } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const profileRules = () => import('./schemas').then((m) => m.profileSchema);

export interface ProfileFormProps {
  /** Receives valid values; reject to keep them. */
  onSubmit: (values: ProfileFormValues) => unknown;
  /** The saved name and phone. */
  initialValues: { name: string; phone: string };
  /** @default 'Save Changes' */
  submitLabel?: string;
  /** A server answer to show above the button. */
  error?: Text | null;
  /** @default 'profile' */
  idPrefix?: string;
}

/** Profile edit (spec §5): name, phone and an optional image. */
export function ProfileForm({
  onSubmit,
  initialValues,
  submitLabel = 'Save Changes',
  error,
  idPrefix = 'profile',
}: ProfileFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<ProfileFormValues>({
    schema: profileRules,
    defaultValues: { ...initialValues, image: null },
    onSubmit: async (values) => {
      await onSubmit(values);
      form.reset({ name: values.name, phone: values.phone, image: null });
    },
    error,
  });
  const shared = { form, idPrefix, disabled: busy };
  return (
    <AccountForm ui="ProfileForm" label={t('Edit profile')} submitLabel={t(submitLabel)} {...frame}>
      <TextField {...shared} name="name" label={t('Name')} autoComplete="name" />
      <TextField {...shared} name="phone" label={t('Phone Number')} type="tel" autoComplete="tel" />
      <ImageField {...shared} name="image" label={t('Profile Picture')} />
    </AccountForm>
  );
}
