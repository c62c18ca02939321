import { lazy, Suspense, useId, useState } from 'react';
import { styled } from 'styled-components';
import { toApiError } from '@petverse/api';
import { useBookingStatus, useProBookings } from '@petverse/api/pro';
import { todayInIndia, type ProviderBooking, type ProviderMove } from '@petverse/api/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
  TextArea,
  color,
  notify,
  useT,
} from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';
import { useDayName } from '../lib/useDayName';
import { BookingCard } from './BookingCard';
import { RescheduleDialog } from './RescheduleDialog';
import { addDays, mondayOf } from './bookingTimes';

const WeekCalendar = lazy(() => import('./WeekCalendar'));

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
  h1 {
    margin: 0 auto 0 0;
    font-size: 1.4rem;
  }
`;

const DayNav = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    flex: 1;
    text-align: center;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CalendarFrame = styled.div`
  overflow-x: auto;
  margin-bottom: 16px;
  background: ${color('surface')};
`;

/** The provider's day and week: each booking with what to do next (accept, decline, done). */
export function BookingsPage({ now = new Date() }: { now?: Date }) {
  usePageTitle('Bookings');
  const t = useT();
  const dayName = useDayName();
  const today = todayInIndia(now);
  const [view, setView] = useState<'day' | 'week'>('day');
  const [day, setDay] = useState(today);
  const monday = mondayOf(day);
  const [from, to] = view === 'day' ? [day, day] : [monday, addDays(monday, 6)];
  const bookings = useProBookings(from, to);
  const { trigger } = useBookingStatus();
  const [busy, setBusy] = useState<{ id: string; move: ProviderMove } | null>(null);
  const [declining, setDeclining] = useState<ProviderBooking | null>(null);
  const [moving, setMoving] = useState<ProviderBooking | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  const send = async (booking: ProviderBooking, move: ProviderMove, reason?: string) => {
    setBusy({ id: booking.id, move });
    try {
      const { message } = await trigger({ id: booking.id, status: move, reason });
      notify.success(t(message));
      setDeclining(null);
    } catch (error) {
      notify.error(
        t(toApiError(error).messageOr('We could not change the booking. Please try again.')),
      );
    } finally {
      setBusy(null);
    }
  };
  const onMove = (booking: ProviderBooking, move: ProviderMove) =>
    move === 'declined' ? setDeclining(booking) : void send(booking, move);

  const shown = (bookings.data?.bookings ?? []).filter(
    (b) => view === 'day' || !picked || b.id === picked,
  );
  const heading =
    view === 'day'
      ? day === today
        ? t('Today, {date}', { date: dayName(day) })
        : dayName(day)
      : t('Week of {date}', { date: dayName(monday) });

  return (
    <>
      <Toolbar>
        <h1>{t('Bookings')}</h1>
        <Button
          size="sm"
          variant={view === 'day' ? 'primary' : 'secondary'}
          aria-pressed={view === 'day'}
          onClick={() => setView('day')}
        >
          {t('Day')}
        </Button>
        <Button
          size="sm"
          variant={view === 'week' ? 'primary' : 'secondary'}
          aria-pressed={view === 'week'}
          onClick={() => {
            setView('week');
            setPicked(null);
          }}
        >
          {t('Week')}
        </Button>
      </Toolbar>
      <DayNav>
        <Button
          size="sm"
          variant="secondary"
          aria-label={view === 'day' ? t('Previous day') : t('Previous week')}
          onClick={() => setDay(addDays(day, view === 'day' ? -1 : -7))}
        >
          ‹
        </Button>
        <h2 aria-live="polite">{heading}</h2>
        <Button
          size="sm"
          variant="secondary"
          aria-label={view === 'day' ? t('Next day') : t('Next week')}
          onClick={() => setDay(addDays(day, view === 'day' ? 1 : 7))}
        >
          ›
        </Button>
      </DayNav>
      {day !== today ? (
        <p>
          <Button size="sm" variant="secondary" onClick={() => setDay(today)}>
            {t('Back to today')}
          </Button>
        </p>
      ) : null}
      {bookings.error && !bookings.data ? (
        <ErrorState
          message={t(toApiError(bookings.error).messageOr('We could not load your bookings.'))}
          onRetry={() => void bookings.mutate()}
        />
      ) : !bookings.data ? (
        <LoadingState label={t('Loading your bookings...')} />
      ) : (
        <>
          {view === 'week' ? (
            <CalendarFrame>
              <Suspense fallback={<LoadingState label={t('Loading the calendar...')} />}>
                <WeekCalendar
                  key={monday}
                  monday={monday}
                  now={now}
                  bookings={bookings.data.bookings}
                  onPick={setPicked}
                />
              </Suspense>
            </CalendarFrame>
          ) : null}
          {shown.length === 0 ? (
            <EmptyState
              title={view === 'day' ? 'No bookings on this day' : 'No bookings this week'}
              description="New bookings appear here and in your mail as soon as pet parents pay."
            />
          ) : (
            <List aria-label={heading}>
              {shown.map((b) => (
                <li key={b.id}>
                  <BookingCard
                    booking={b}
                    now={now}
                    busy={busy?.id === b.id ? busy.move : null}
                    onMove={onMove}
                    onReschedule={setMoving}
                  />
                </li>
              ))}
            </List>
          )}
          {view === 'week' && picked ? (
            <p>
              <Button size="sm" variant="secondary" onClick={() => setPicked(null)}>
                {t('Show the whole week')}
              </Button>
            </p>
          ) : null}
        </>
      )}
      {moving ? (
        <RescheduleDialog
          key={moving.id}
          booking={moving}
          now={now}
          onClose={() => setMoving(null)}
        />
      ) : null}
      <DeclineDialog
        booking={declining}
        busy={busy?.move === 'declined'}
        onClose={() => setDeclining(null)}
        onDecline={(reason) => declining && void send(declining, 'declined', reason)}
      />
    </>
  );
}

/** Declining asks why: the pet parent reads it with their full refund. */
function DeclineDialog({
  booking,
  busy,
  onClose,
  onDecline,
}: {
  booking: ProviderBooking | null;
  busy: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal
      open={Boolean(booking)}
      onClose={onClose}
      title={t('Decline this booking?')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('Keep it')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() => {
              if (!reason.trim())
                setError(t('Please say why you decline: the pet parent reads it.'));
              else onDecline(reason.trim());
            }}
          >
            {t('Decline and refund')}
          </Button>
        </>
      }
    >
      <p>{t('The pet parent is refunded in full and told by mail.')}</p>
      <TextArea
        id={`${id}-reason`}
        label={t('Why do you decline?')}
        value={reason}
        maxLength={500}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </Modal>
  );
}
