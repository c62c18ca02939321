import { useWatch } from 'react-hook-form';
import {
  CONSULTATION_MODES,
  CONSULTATION_SLOTS,
  isPastInIndia,
  slotMinutes,
  todayInIndia,
  lastBookableDate,
} from '@petverse/api/contract';
import { Grid } from '../accounts/AccountForm.styles';
import { useAccountForm } from '../accounts/useAccountForm';
import { SelectField, TextField } from '../controls/fields';
import { ServiceFormFrame } from './ServiceFormFrame';
import type { ConsultationValues } from './schemas';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const consultationRules = () => import('./schemas').then((m) => m.consultationSchema);

export const emptyConsultationValues: ConsultationValues = {
  selectedDate: '',
  selectedTime: '',
  consultationMode: '',
  petName: '',
  petType: '',
};

/** True when Add to Cart may be pressed: date, time, mode and a non-blank pet name and type. */
export function canAddConsultation(values: Partial<ConsultationValues>): boolean {
  return Boolean(
    values.selectedDate &&
    values.selectedTime &&
    values.consultationMode &&
    values.petName?.trim() &&
    values.petType?.trim(),
  );
}

export interface ConsultationBookingFormProps {
  /** Receives valid values (pet name and type trimmed); reject to keep them. */
  onSubmit: (values: ConsultationValues) => unknown;
  /** Values to start from. */
  initialValues?: Partial<ConsultationValues>;
  /** A server answer to show above the button. */
  error?: Text | null;
  /** @default 'consult' */
  idPrefix?: string;
}

/**
 * The consultation booking (services spec §4.3): date (not in the past), a time slot, a mode, the
 * pet's name and type. 'Add to Cart' is enabled only once all five are filled.
 */
export function ConsultationBookingForm({
  onSubmit,
  initialValues,
  error,
  idPrefix = 'consult',
}: ConsultationBookingFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<ConsultationValues>({
    schema: consultationRules,
    defaultValues: { ...emptyConsultationValues, ...initialValues },
    onSubmit: (values) =>
      onSubmit({ ...values, petName: values.petName.trim(), petType: values.petType.trim() }),
    error,
  });
  const values = useWatch({ control: form.control });
  const shared = { form, idPrefix, disabled: busy };
  return (
    <ServiceFormFrame
      ui="ConsultationBookingForm"
      label={t('Book a Consult')}
      submitLabel={t('Add to Cart')}
      {...frame}
      disabled={!canAddConsultation(values)}
    >
      <Grid>
        <TextField
          {...shared}
          name="selectedDate"
          label={t('Date')}
          kind="date"
          min={todayInIndia()}
          max={lastBookableDate()}
        />
        <SelectField
          {...shared}
          name="selectedTime"
          label={t('Time')}
          options={[
            { value: '', label: 'Select a time' },
            // Today's slots that have gone by are shown but cannot be chosen. Each reads as the
            // spec's value ('4:00 PM', marketing-services-forms.md §5, quoted by the story), not
            // the shop's '4:00 pm': the one place a time keeps its API value's capitals.
            ...CONSULTATION_SLOTS.map((value) => ({
              value,
              disabled: Boolean(
                values.selectedDate && isPastInIndia(values.selectedDate, slotMinutes(value)!),
              ),
            })),
          ]}
        />
        <div data-wide="true">
          <SelectField
            {...shared}
            name="consultationMode"
            label={t('Consultation Mode')}
            options={[
              { value: '', label: 'Select a mode' },
              ...CONSULTATION_MODES.map((value) => ({ value })),
            ]}
          />
        </div>
        <TextField {...shared} name="petName" label={t('Pet Name')} />
        <TextField {...shared} name="petType" label={t('Pet Type')} />
      </Grid>
    </ServiceFormFrame>
  );
}
