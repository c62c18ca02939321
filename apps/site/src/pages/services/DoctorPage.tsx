import { lazy, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, useAddDoctorToCart, useAuth, useDoctor } from '@petverse/api';
import { said, type ConsultationMode, type ConsultationSlot } from '@petverse/api/contract';
import type { ConsultationValues } from '@petverse/forms/services';
import {
  Button,
  ErrorState,
  LoadingState,
  Modal,
  formatIndiaDate,
  formatIndiaTime,
  notify,
  type Text,
} from '@petverse/ui';
import { FormSuspense } from '../../lib/FormSuspense';
import { MissingItem } from '../../lib/MissingItem';
import { usePageTitle } from '../../lib/usePageTitle';
import { Actions, Page, Profile } from './services.styles';
import { Muted } from './text.styles';
import { notifyFailure } from '../../lib/notifyFailure';
import { useLocale, useT } from '@petverse/ui';

const ConsultationBookingForm = lazy(() =>
  import('../../lib/serviceFormsModule').then((m) => ({ default: m.ConsultationBookingForm })),
);

/** 'Booking failed: {message}' with the server's message, else the spec's fallback. */
/** The doctor page's alert for a failed booking, as the spec writes it. */
export const BOOKING_ALERT = 'failed to add Booking';

export function bookingFailure(error: unknown): Text {
  return error instanceof ApiError && error.serverMessage
    ? said('Booking failed: {message}', { message: error.textOr(error.serverMessage) })
    : 'Failed to add booking. Please try again.';
}

/** /vet-clinic/doctor/{id}: the profile and 'Book a Consult' (services spec §2.6, §4.3). */
export default function DoctorPage() {
  const t = useT();
  const locale = useLocale();
  const { id } = useParams();
  const { data: doctor, error, isLoading, mutate } = useDoctor(id);
  const { token, userId } = useAuth();
  const { trigger } = useAddDoctorToCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // The doctor page's own alert when a booking fails (services spec §8), beside the toast.
  const [failed, setFailed] = useState(false);
  usePageTitle(doctor ? t('Dr. {name}', { name: doctor.name }) : 'Doctor');

  const back = <Link to="/vet-clinic">{t('Back to All Doctors')}</Link>;
  if (isLoading) return <LoadingState label={t('Loading doctor...')} />;
  if (error?.status === 404 || error?.status === 400 || (!doctor && !error))
    return (
      <MissingItem
        title={t('Doctor not found.')}
        description={t('This doctor is not with us, or the address is not quite right.')}
        links={[
          { to: '/vet-clinic', label: 'Back to All Doctors' },
          { to: '/pet-pharmacy', label: 'Order from the pharmacy' },
        ]}
      />
    );
  if (error || !doctor)
    return (
      <ErrorState
        message={t(error?.message ?? 'Doctor not found.')}
        onRetry={() => void mutate()}
      />
    );

  const book = () => {
    if (!token) {
      void navigate('/login', { state: { from: location } });
      return;
    }
    setOpen(true);
  };

  const submit = async (values: ConsultationValues) => {
    setFailed(false);
    try {
      await trigger({
        ...(userId ? { userId } : {}),
        doctorId: doctor._id,
        doctorName: doctor.name,
        specialty: doctor.specialty,
        imageUrl: doctor.image,
        selectedDate: values.selectedDate,
        selectedTime: values.selectedTime as ConsultationSlot,
        consultationMode: values.consultationMode as ConsultationMode,
        petName: values.petName,
        petType: values.petType,
      });
    } catch (e) {
      notifyFailure(e, bookingFailure(e));
      setFailed(true);
      throw e;
    }
    notify.success(
      said('Booked with Dr. {name} on {date} at {time} via {mode} for {pet} ({type}).', {
        name: doctor.name,
        date: formatIndiaDate(values.selectedDate, locale),
        time: formatIndiaTime(values.selectedTime, locale),
        // The mode is one of ours, said in the page's language; the pet's name and type as typed.
        mode: said(values.consultationMode, {}),
        pet: values.petName,
        type: values.petType,
      }),
    );
    setOpen(false);
    void navigate('/pet-cart');
  };

  return (
    <Page>
      {back}
      <Profile data-ui="DoctorProfile">
        <img
          src={doctor.image}
          alt={t('Dr. {name}', { name: doctor.name })}
          width={200}
          height={200}
        />
        <div>
          <h1>
            {t('Dr.')} <span lang="">{doctor.name}</span>
          </h1>
          {/* The doctor's profile as the clinic wrote it (English). */}
          <Muted lang="en">{doctor.specialty}</Muted>
          <dl>
            <dt>{t('Location')}</dt>
            <dd lang="">{doctor.location}</dd>
            <dt>{t('Experience')}</dt>
            <dd>{t('{n, plural, one {# year} other {# years}}', { n: doctor.experience })}</dd>
            <dt>{t('Rating')}</dt>
            <dd>
              {doctor.rating.toFixed(1)} / 5 (
              {t('{n, plural, one {# review} other {# reviews}}', { n: doctor.reviews })})
            </dd>
            <dt>{t('Treats')}</dt>
            <dd>{doctor.species.map((kind) => t(kind)).join(', ')}</dd>
          </dl>
          <p lang="en">{doctor.bio}</p>
          <Actions>
            <Button onClick={book}>{t('Book a Consult')}</Button>
            <Muted>{t('Consultation fee ₹500')}</Muted>
          </Actions>
        </div>
      </Profile>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('Book a Consult with Dr. {name}', { name: doctor.name })}
      >
        <FormSuspense>
          <ConsultationBookingForm onSubmit={submit} error={failed ? BOOKING_ALERT : null} />
        </FormSuspense>
      </Modal>
    </Page>
  );
}
