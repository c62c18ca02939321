import { object, string, type InferType } from 'yup';
import { MATING_TEXT_MAX_LENGTH } from '@petverse/api/contract';
import { AccountForm } from '../accounts/AccountForm';
import { useAccountForm } from '../accounts/useAccountForm';
import { SelectField, TextField } from '../controls/fields';

/** The messages of the mating-profile form. */
export const MATING_MESSAGES = {
  category: 'Choose Dog or Cat',
  breed: 'Enter the breed',
  petName: 'Enter your pet’s name',
  location: 'Enter the city or area',
  tooLong: `Keep it under ${MATING_TEXT_MAX_LENGTH} characters`,
} as const;

const text = (required: string) =>
  string().trim().required(required).max(MATING_TEXT_MAX_LENGTH, MATING_MESSAGES.tooLong);

/** A mating profile (services spec §3): category, breed, pet name and location, all required. */
export const matingProfileSchema = object({
  category: string()
    .oneOf(['Dog', 'Cat'], MATING_MESSAGES.category)
    .required(MATING_MESSAGES.category),
  breed: text(MATING_MESSAGES.breed),
  petName: text(MATING_MESSAGES.petName),
  location: text(MATING_MESSAGES.location),
});
export type MatingProfileValues = InferType<typeof matingProfileSchema>;

export interface MatingProfileFormProps {
  /** Receives valid, trimmed values; reject to keep them. */
  onSubmit: (values: MatingProfileValues) => unknown;
  /** A server answer to show above the button. */
  error?: string | null;
  /** @default 'mating' */
  idPrefix?: string;
}

/** 'Create Mating Profile': the pet's category, breed, name and location. */
export function MatingProfileForm({
  onSubmit,
  error,
  idPrefix = 'mating',
}: MatingProfileFormProps) {
  const { form, busy, submit } = useAccountForm<MatingProfileValues>({
    schema: matingProfileSchema,
    defaultValues: { category: 'Dog', breed: '', petName: '', location: '' },
    onSubmit,
  });
  const shared = { form, idPrefix, disabled: busy };
  return (
    <AccountForm
      ui="MatingProfileForm"
      label="Create Mating Profile"
      submitLabel="Create Profile"
      busy={busy}
      error={error}
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        {...shared}
        name="category"
        label="Category"
        options={[{ value: 'Dog' }, { value: 'Cat' }]}
      />
      <TextField {...shared} name="breed" label="Breed" />
      <TextField {...shared} name="petName" label="Pet Name" />
      <TextField {...shared} name="location" label="Location" autoComplete="address-level2" />
    </AccountForm>
  );
}
