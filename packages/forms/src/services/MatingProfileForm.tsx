import { AccountForm } from '../accounts/AccountForm';
import { useAccountForm } from '../accounts/useAccountForm';
import { SelectField, TextField } from '../controls/fields';
import type { MatingProfileValues } from './matingSchema';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const matingRules = () => import('./matingSchema').then((m) => m.matingProfileSchema);

export interface MatingProfileFormProps {
  /** Receives valid, trimmed values; reject to keep them. */
  onSubmit: (values: MatingProfileValues) => unknown;
  /** A server answer to show above the button. */
  error?: Text | null;
  /** @default 'mating' */
  idPrefix?: string;
}

/** 'Create Mating Profile': the pet's category, breed, name and location. */
export function MatingProfileForm({
  onSubmit,
  error,
  idPrefix = 'mating',
}: MatingProfileFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<MatingProfileValues>({
    schema: matingRules,
    defaultValues: { category: 'Dog', breed: '', petName: '', location: '' },
    onSubmit,
    error,
  });
  const shared = { form, idPrefix, disabled: busy };
  return (
    <AccountForm
      ui="MatingProfileForm"
      label={t('Create Mating Profile')}
      submitLabel={t('Create Profile')}
      {...frame}
    >
      <SelectField
        {...shared}
        name="category"
        label={t('Category')}
        options={[{ value: 'Dog' }, { value: 'Cat' }]}
      />
      <TextField {...shared} name="breed" label={t('Breed')} />
      <TextField {...shared} name="petName" label={t('Pet Name')} />
      <TextField {...shared} name="location" label={t('Location')} autoComplete="address-level2" />
    </AccountForm>
  );
}
