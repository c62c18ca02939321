import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useChangeMyBooking, useMyBookings, type BookingChange } from '@petverse/api';
import {
  APPOINTMENT_CHANGE_NOTICE_HOURS,
  BOOKING_MESSAGES,
  MOVABLE_STATUSES,
  said,
  type ProviderBooking,
} from '@petverse/api/contract';
import {
  AppointmentCard,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  RatingInput,
  TextArea,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
  formatRupees,
  notify,
  useLocale,
  useT,
  type Text,
} from '@petverse/ui';
import { failureMessage, notifyFailure } from '../../lib/notifyFailure';
import { PROVIDER_KIND_WORDS } from '../../lib/providerWords';
import { TabHeader } from './profile.styles';
import { List, RescheduleForm } from './grooming.styles';

/** What the pet parent is asked to confirm: a cancellation, or refusing a moved time. */
type Asking = { booking: ProviderBooking; action: 'cancel' | 'refuse' } | null;

const movable = (b: ProviderBooking, now: Date) =>
  (MOVABLE_STATUSES as readonly string[]).includes(b.status) && new Date(b.start) > now;

/** Review of a done booking: stars and a few words, once. */
function ReviewBooking({ booking }: { booking: ProviderBooking }) {
  const t = useT();
  const { trigger, isMutating } = useChangeMyBooking();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<Text | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setProblem('Please choose from 1 to 5 stars.');
      return;
    }
    setProblem(null);
    try {
      await trigger({ id: booking.id, action: 'review', rating, comment: comment.trim() });
      notify.success(t('Thank you for your review.'));
    } catch (error) {
      setProblem(failureMessage(error, 'We could not save your review. Please try again.'));
    }
  };
  return (
    <RescheduleForm
      onSubmit={(event) => void send(event)}
      aria-label={t('Review {provider}', { provider: booking.providerName })}
    >
      <RatingInput value={rating} onChange={setRating} label={t('How was it?')} />
      <TextArea
        id={`review-${booking.id}`}
        label={t('A few words for other pet parents (optional)')}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem ? <p role="alert">{t(problem)}</p> : null}
      <Button type="submit" size="sm" loading={isMutating}>
        {t('Send review')}
      </Button>
    </RescheduleForm>
  );
}

function Booking({
  booking: b,
  now,
  onAsk,
}: {
  booking: ProviderBooking;
  now: Date;
  onAsk: (asking: NonNullable<Asking>) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const open = movable(b, now);
  // A consultation's room: the call at its time, and its chat to read after.
  const room =
    b.kind === 'vet' && ['confirmed', 'accepted', 'done'].includes(b.status) ? (
      <Link to={`/consult/${b.id}`}>{t('Open the consultation room')}</Link>
    ) : null;
  const early =
    new Date(b.start).getTime() - now.getTime() >= APPOINTMENT_CHANGE_NOTICE_HOURS * 3_600_000;
  return (
    <AppointmentCard
      title={`${b.service} · ${b.providerName}`}
      status={b.status}
      paymentStatus={b.refund ? 'refunded' : b.status === 'held' ? 'pending' : 'completed'}
      bookedOn={formatIndiaDate(b.createdAt, locale)}
      price={b.price}
      facts={[
        { label: 'Date', value: formatIndiaDate(b.start, locale) },
        { label: 'Time', value: formatIndiaTime(b.start, locale) },
        { label: 'With', value: `${b.providerName} (${t(PROVIDER_KIND_WORDS[b.kind])})` },
        ...(b.pet ? [{ label: 'Pet', value: b.pet.name }] : []),
      ]}
      details={[
        ...(b.movedFrom
          ? [
              {
                heading: 'New time',
                content: (
                  <>
                    <p>
                      {t('The provider moved this booking from {when}.', {
                        when: formatIndiaDateTime(b.movedFrom, locale),
                      })}
                    </p>
                    {b.reason ? <p>{t('Their reason: {reason}', { reason: b.reason })}</p> : null}
                  </>
                ),
              },
            ]
          : b.reason
            ? // Our own reasons (a doctor who did not join) read in the page's language.
              [{ heading: 'Note', content: <p>{t(b.reason)}</p> }]
            : []),
        ...(b.address
          ? [
              {
                heading: 'Service Address',
                content: <p>{[b.address.street, b.address.city, b.address.pincode].join(', ')}</p>,
              },
            ]
          : []),
        ...(b.status === 'done' && !b.reviewed
          ? [{ heading: 'Your review', content: <ReviewBooking booking={b} /> }]
          : []),
      ]}
      refundStatus={b.refund?.status ?? null}
      actions={
        open ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {b.movedFrom ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onAsk({ booking: b, action: 'refuse' })}
              >
                {t('Refuse the new time')}
              </Button>
            ) : null}
            {early ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onAsk({ booking: b, action: 'cancel' })}
              >
                {t('Cancel booking')}
              </Button>
            ) : null}
            {room}
            <Link to={`/book/${b.providerId}`}>{t('Book again')}</Link>
          </div>
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {room}
            <Link to={`/book/${b.providerId}`}>{t('Book again')}</Link>
          </div>
        )
      }
    />
  );
}

/**
 * The Bookings tab of /auth/profile (issue 52): the pet parent's bookings of groomers, clinics,
 * trainers and transporters, soonest first; cancel one a day ahead, refuse a time the provider
 * moved it to, and review one that was done.
 */
export default function BookingsTab({ now = new Date() }: { now?: Date }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useMyBookings();
  const { trigger, isMutating } = useChangeMyBooking();
  const [asking, setAsking] = useState<Asking>(null);
  const shown = (data ?? [])
    .filter((b) => b.status !== 'held' && b.status !== 'lapsed')
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  // What is still to come, soonest first; the rest, latest first.
  const upcoming = shown.filter((b) => movable(b, now));
  const past = shown.filter((b) => !movable(b, now)).reverse();

  const confirm = async () => {
    if (!asking) return;
    const change: BookingChange = { id: asking.booking.id, action: asking.action };
    try {
      await trigger(change);
      notify.success(
        t(
          asking.action === 'refuse'
            ? BOOKING_MESSAGES.refused
            : 'Booking cancelled. You are refunded in full.',
        ),
      );
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, 'We could not change the booking.'));
    } finally {
      setAsking(null);
    }
  };

  const list = (items: ProviderBooking[], label: string) => (
    <List aria-label={t(label)}>
      {items.map((b) => (
        <li key={b.id}>
          <Booking booking={b} now={now} onAsk={setAsking} />
        </li>
      ))}
    </List>
  );

  return (
    <section aria-labelledby="bookings-tab-heading">
      <TabHeader>
        <h2 id="bookings-tab-heading">{t('Bookings')}</h2>
      </TabHeader>
      {isLoading ? (
        <LoadingState label={t('Loading your bookings...')} />
      ) : error ? (
        <ErrorState message={t(error.message)} onRetry={() => void mutate()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('No bookings yet')}
          description={t('Book a groomer, a vet, a trainer or pet transport near you.')}
          action={<Link to="/grooming">{t('Find a groomer')}</Link>}
        />
      ) : (
        <>
          {upcoming.length ? (
            <>
              <h3>{t('Coming up')}</h3>
              {list(upcoming, 'Coming up')}
            </>
          ) : null}
          {past.length ? (
            <>
              <h3>{t('Earlier')}</h3>
              {list(past, 'Earlier')}
            </>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'refuse' ? t('Refuse the new time?') : t('Cancel this booking?')}
        message={t(
          said('The booking ends and {amount} is refunded in full to the way you paid.', {
            amount: formatRupees(asking?.booking.price ?? 0),
          }),
        )}
        confirmLabel={asking?.action === 'refuse' ? t('Refuse and refund') : t('Cancel and refund')}
        cancelLabel={t('Keep it')}
        confirming={isMutating}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
