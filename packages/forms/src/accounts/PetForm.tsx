import { useEffect, useMemo, useRef, type Ref } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { RadioGroup, type Text } from '@petverse/ui';
import { SearchableSelect } from '@petverse/ui/combobox';
import { AccountForm } from './AccountForm';
import { Grid } from './AccountForm.styles';
import { ImageField, TextField } from '../controls/fields';
import type { PetFormValues } from './schemas';
import { OTHER_BREED, breedOptions, emptyPetValues } from './petValues';
import { useBreedOptions } from '../data/breedNames';
import { useAccountForm } from './useAccountForm';
import { useT } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const petRules = () => import('./schemas').then((m) => m.petSchema);

const CATEGORY_OPTIONS = [
  { value: 'dog', label: 'Dog' },
  { value: 'cat', label: 'Cat' },
  { value: 'other', label: 'Other' },
];

export interface PetFormProps {
  /** Receives valid values (turn them into a payload with `toPetPayload`); reject to keep them. */
  onSubmit: (values: PetFormValues) => unknown;
  /** Values to start from (editing: `petToValues(pet)`). */
  initialValues?: PetFormValues;
  /** @default 'Register Pet' */
  submitLabel?: string;
  /** A server answer to show above the button. */
  error?: Text | null;
  /** Empties the form after a successful submission. @default false */
  resetOnSuccess?: boolean;
  /** @default 'pet' */
  idPrefix?: string;
}

/**
 * 'Fill your pet details' (spec §2, §4, §5): category, a breed searchable by prefix (none for
 * other), a custom breed only when the breed is Other, name, date of birth and an optional picture.
 * Choosing another category clears the breed.
 */
export function PetForm({
  onSubmit,
  initialValues = emptyPetValues,
  submitLabel = 'Register Pet',
  error,
  resetOnSuccess = false,
  idPrefix = 'pet',
}: PetFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<PetFormValues>({
    schema: petRules,
    defaultValues: initialValues,
    onSubmit: async (values) => {
      await onSubmit(values);
      if (resetOnSuccess) form.reset(emptyPetValues);
    },
    error,
  });
  const [category, breed] = useWatch({ control: form.control, name: ['petCategory', 'breed'] });
  const previous = useRef(category);
  useEffect(() => {
    if (previous.current === category) return;
    previous.current = category;
    form.setValue('breed', '');
    form.setValue('customBreed', '');
  }, [category, form]);
  const shared = { form, idPrefix, disabled: busy };
  const options = useBreedOptions(useMemo(() => breedOptions(category), [category]));

  return (
    <AccountForm
      ui="PetForm"
      label={t('Fill your pet details')}
      submitLabel={t(submitLabel)}
      {...frame}
    >
      <Controller
        control={form.control}
        name="petCategory"
        render={({ field, fieldState }) => (
          <RadioGroup
            ref={field.ref as Ref<HTMLInputElement>}
            id={`${idPrefix}-petCategory`}
            name="petCategory"
            label={t('Category')}
            options={CATEGORY_OPTIONS}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              form.clearErrors(['petCategory', 'breed', 'customBreed']);
            }}
            onBlur={field.onBlur}
            required
            disabled={busy}
            error={fieldState.error?.message}
          />
        )}
      />
      <Grid>
        {options.length ? (
          <Controller
            control={form.control}
            name="breed"
            render={({ field, fieldState }) => (
              <SearchableSelect
                ref={field.ref as Ref<HTMLInputElement>}
                id={`${idPrefix}-breed`}
                name="breed"
                label={t('Breed')}
                options={options}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors(['breed', 'customBreed']);
                }}
                onBlur={field.onBlur}
                required
                disabled={busy}
                placeholder={t('Type to search breeds...')}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        {options.length && breed === OTHER_BREED ? (
          <TextField {...shared} name="customBreed" label={t('Specify Breed')} />
        ) : null}
        <TextField {...shared} name="petName" label={t('Pet Name')} />
        <TextField {...shared} name="petDateOfBirth" label={t('Date of Birth')} kind="date" />
        <div data-wide="true">
          <ImageField {...shared} name="image" label={t('Pet Picture')} />
        </div>
      </Grid>
    </AccountForm>
  );
}
