import { useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import {
  groomingTotal,
  minutesNowInIndia,
  todayInIndia,
  lastBookableDate,
  type GroomingService,
} from '@petverse/api/contract';
import { Grid } from '../accounts/AccountForm.styles';
import { useAccountForm } from '../accounts/useAccountForm';
import { TextField } from '../controls/fields';
import { SingleChoiceField } from '../controls/SingleChoiceField';
import { ServiceFormFrame } from './ServiceFormFrame';
import type { GroomingBookingValues } from './schemas';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const groomingBookingRules = () => import('./schemas').then((m) => m.groomingBookingSchema);

export const emptyGroomingBookingValues: GroomingBookingValues = {
  petId: [],
  services: [],
  appointmentDate: '',
  appointmentTime: '',
};

/** What the grooming form hands over: one pet, the chosen services and their total in rupees. */
export interface GroomingBookingSubmit {
  petId: string;
  services: string[];
  appointmentDate: string;
  appointmentTime: string;
  /** Rupees: the sum of the chosen services' prices. */
  total: number;
}

/** 'Book Appointment', or 'Book Appointment (₹{total})' once a service is chosen. */
export function bookAppointmentLabel(total: number | null): string {
  return total === null ? 'Book Appointment' : `Book Appointment (₹${total})`;
}

export interface GroomingBookingFormProps {
  /** The user's pets. */
  pets: readonly { _id: string; name: string }[];
  /** The partner's services. */
  services: readonly GroomingService[];
  /** Receives the valid booking; reject to keep the values (e.g. payment dismissed). */
  onSubmit: (booking: GroomingBookingSubmit) => unknown;
  /** A server answer to show above the button. */
  error?: Text | null;
  /** Disables the form (e.g. no address or no partner yet). @default false */
  disabled?: boolean;
  /** @default 'grooming' */
  idPrefix?: string;
  /** Shown in place of the Pet list when the user has no pet yet, e.g. a link to register one. */
  noPets?: ReactNode;
}

/**
 * The grooming booking (services spec §2.10, §5): Pet and Service keep one value each, the first
 * chosen (removing it frees the choice), Appointment Date (today or later) and Appointment Time.
 */
export function GroomingBookingForm({
  pets,
  services,
  onSubmit,
  error,
  disabled = false,
  idPrefix = 'grooming',
  noPets,
}: GroomingBookingFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<GroomingBookingValues>({
    schema: groomingBookingRules,
    defaultValues: emptyGroomingBookingValues,
    onSubmit: (values) =>
      onSubmit({
        petId: values.petId[0]!,
        services: values.services,
        appointmentDate: values.appointmentDate,
        appointmentTime: values.appointmentTime,
        total: groomingTotal(services, values.services),
      }),
    error,
  });
  const chosen = useWatch({ control: form.control, name: 'services' });
  const date = useWatch({ control: form.control, name: 'appointmentDate' });
  // Today, the earliest time offered is the next minute in India.
  const now = minutesNowInIndia() + 1;
  const earliest =
    date === todayInIndia()
      ? `${String(Math.floor(now / 60) % 24).padStart(2, '0')}:${String(now % 60).padStart(2, '0')}`
      : undefined;
  const total = chosen && chosen.length > 0 ? groomingTotal(services, chosen) : null;
  const shared = { form, idPrefix, disabled: busy || disabled };
  return (
    <ServiceFormFrame
      ui="GroomingBookingForm"
      label={t('Book Grooming Appointment')}
      submitLabel={
        total === null ? t('Book Appointment') : t('Book Appointment (₹{total})', { total })
      }
      {...frame}
      disabled={disabled}
    >
      <Grid>
        <div data-wide="true">
          <SingleChoiceField
            {...shared}
            name="petId"
            label={t('Pet')}
            options={pets.map((p) => ({ value: p._id, label: p.name, lang: '' }))}
          />
          {pets.length === 0 && noPets ? <div role="note">{noPets}</div> : null}
        </div>
        <div data-wide="true">
          <SingleChoiceField
            {...shared}
            name="services"
            label={t('Service')}
            // The partner's own service names, as written (lang="en").
            options={services.map((s) => ({
              value: s.serviceName,
              label: `${s.serviceName} - ₹${s.price}`,
              lang: 'en',
            }))}
          />
        </div>
        <TextField
          {...shared}
          name="appointmentDate"
          label={t('Appointment Date')}
          kind="date"
          min={todayInIndia()}
          max={lastBookableDate()}
        />
        <TextField
          {...shared}
          name="appointmentTime"
          label={t('Appointment Time')}
          kind="time"
          min={earliest}
        />
      </Grid>
    </ServiceFormFrame>
  );
}
