import { useState, type FormEvent } from 'react';
import { useChangeAppointment, usePartnerBusy } from '@petverse/api';
import {
  APPOINTMENT_CHANGE_NOTICE_HOURS,
  APPOINTMENT_MESSAGES,
  BOOKING_TOO_FAR_MESSAGE,
  appointmentStart,
  canChangeAppointment,
  hasChangeNotice,
  isCalendarDate,
  lastBookableDate,
  todayInIndia,
  said,
  visitsOverlap,
  type GroomingOrder,
} from '@petverse/api/contract';
import {
  Button,
  ConfirmDialog,
  DateInput,
  Modal,
  TimeInput,
  formatIndiaDate,
  formatIndiaShortDateTime,
  formatIndiaTime,
  formatRupees,
  notify,
  type Text,
} from '@petverse/ui';
import { failureMessage, notifyFailure } from '../../lib/notifyFailure';
import { BusyTimes, RescheduleForm } from './grooming.styles';
import { useLocale, useT, type Locale } from '@petverse/ui';

export const APPOINTMENT_TEXTS = {
  confirmCancel: (price: number): Text =>
    said(
      'Cancel this appointment? It is more than {hours} hours away, so the full {amount} is refunded to the way you paid.',
      { hours: APPOINTMENT_CHANGE_NOTICE_HOURS, amount: formatRupees(price) },
    ),
  cancelFailed: 'Failed to cancel the appointment',
  rescheduleFailed: 'Failed to reschedule the appointment',
} as const;

/** '28 Nov, 10:30 am': when the free-change window closes. */
const changeDeadline = (order: GroomingOrder, locale: Locale) =>
  formatIndiaShortDateTime(
    new Date(
      appointmentStart(order.appointmentDate, order.appointmentTime).getTime() -
        APPOINTMENT_CHANGE_NOTICE_HOURS * 3_600_000,
    ),
    locale,
  );

/** Why the new slot cannot be asked for, checked before sending (the server checks again). */
function slotProblem(date: string, time: string, busy: readonly string[]) {
  if (!isCalendarDate(date))
    return { field: 'date', message: APPOINTMENT_MESSAGES.chooseDate } as const;
  if (date > lastBookableDate())
    return { field: 'date', message: BOOKING_TOO_FAR_MESSAGE } as const;
  if (!/^\d{2}:\d{2}$/.test(time))
    return { field: 'time', message: APPOINTMENT_MESSAGES.chooseTime } as const;
  if (!hasChangeNotice(date, time))
    return { field: 'time', message: APPOINTMENT_MESSAGES.newSlotTooSoon } as const;
  if (busy.some((taken) => visitsOverlap(taken, time)))
    return { field: 'time', message: APPOINTMENT_MESSAGES.slotTaken } as const;
  return null;
}

/** The reschedule dialog: a new date and time, with the partner's booked times of that day. */
function RescheduleDialog({ order, onClose }: { order: GroomingOrder; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [date, setDate] = useState(order.appointmentDate);
  const [time, setTime] = useState(order.appointmentTime);
  const [problem, setProblem] = useState<{ field: 'date' | 'time'; message: Text } | null>(null);
  const { trigger, isMutating } = useChangeAppointment();
  const { data: busyAll = [] } = usePartnerBusy(
    order.partnerId._id,
    isCalendarDate(date) ? date : null,
  );
  // The appointment's own slot is not in the way of itself.
  const own = date === order.appointmentDate ? busyAll.indexOf(order.appointmentTime) : -1;
  const busy = own < 0 ? busyAll : busyAll.filter((_, i) => i !== own);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = slotProblem(date, time, busy);
    setProblem(found);
    if (found) return;
    try {
      const { message } = await trigger({
        kind: 'reschedule',
        id: order._id,
        appointmentDate: date,
        appointmentTime: time,
      });
      notify.success(message);
      onClose();
    } catch (failure) {
      const message = failureMessage(failure, APPOINTMENT_TEXTS.rescheduleFailed);
      setProblem({ field: 'time', message });
      notifyFailure(failure, message);
    }
  };

  const formId = `reschedule-${order._id}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('Reschedule appointment')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('Keep current time')}
          </Button>
          <Button type="submit" form={formId} loading={isMutating}>
            {t('Reschedule')}
          </Button>
        </>
      }
    >
      <RescheduleForm id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <p>
          {t('Now: {date} at {time} with {name}. Rescheduling is free.', {
            date: formatIndiaDate(order.appointmentDate, locale),
            time: formatIndiaTime(order.appointmentTime, locale),
            name: order.partnerId.name,
          })}
        </p>
        <DateInput
          id={`${formId}-date`}
          label={t('New date')}
          required
          min={todayInIndia()}
          max={lastBookableDate()}
          value={date}
          error={problem?.field === 'date' ? problem.message : undefined}
          onChange={(e) => {
            setDate(e.target.value);
            setProblem(null);
          }}
        />
        <TimeInput
          id={`${formId}-time`}
          label={t('New time')}
          required
          value={time}
          error={problem?.field === 'time' ? problem.message : undefined}
          onChange={(e) => {
            setTime(e.target.value);
            setProblem(null);
          }}
        />
        <BusyTimes aria-live="polite">
          {busy.length
            ? t('{name} is already booked that day at {times} (visits take an hour).', {
                name: order.partnerId.name,
                times: busy.map((taken) => formatIndiaTime(taken, locale)).join(', '),
              })
            : isCalendarDate(date)
              ? t('{name} has no other bookings that day.', { name: order.partnerId.name })
              : null}
        </BusyTimes>
      </RescheduleForm>
    </Modal>
  );
}

/**
 * Reschedule and Cancel for an appointment more than 24 hours away (the FAQ's policy); within
 * 24 hours, the reason it can no longer change.
 */
export function AppointmentActions({ order }: { order: GroomingOrder }) {
  const t = useT();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const { trigger, isMutating } = useChangeAppointment();
  // The time the tab was shown: what can still change is judged against it.
  const [now] = useState(() => new Date());
  if (order.status === 'cancelled' || order.status === 'completed') return null;
  // A slot already past has nothing left to change.
  if (appointmentStart(order.appointmentDate, order.appointmentTime) <= now) return null;
  if (!canChangeAppointment(order, now)) return <p>{t(APPOINTMENT_MESSAGES.tooLate)}</p>;

  const cancel = async () => {
    try {
      notify.success((await trigger({ kind: 'cancel', id: order._id })).message);
      setDialog(null);
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, APPOINTMENT_TEXTS.cancelFailed));
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setDialog('reschedule')}>
        {t('Reschedule')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog('cancel')}>
        {t('Cancel appointment')}
      </Button>
      <p>
        {t(
          'Free to reschedule, or cancel with a full refund, until {deadline} ({hours} hours before the slot).',
          { deadline: changeDeadline(order, locale), hours: APPOINTMENT_CHANGE_NOTICE_HOURS },
        )}
      </p>
      {dialog === 'reschedule' ? (
        <RescheduleDialog order={order} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('Cancel appointment')}
        message={t(APPOINTMENT_TEXTS.confirmCancel(order.price))}
        confirmLabel={t('Cancel appointment')}
        cancelLabel={t('Keep appointment')}
        confirming={isMutating}
        onConfirm={() => void cancel()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
