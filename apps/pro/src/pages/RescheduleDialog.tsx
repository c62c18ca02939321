import { useId, useState } from 'react';
import { toApiError, useProviderSlots } from '@petverse/api';
import { useRescheduleBooking } from '@petverse/api/pro';
import { todayInIndia, type ProviderBooking } from '@petverse/api/contract';
import {
  Button,
  DateInput,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
  RadioGroup,
  TextArea,
  notify,
  useT,
} from '@petverse/ui';
import { timeRange } from './bookingTimes';

/**
 * Moves a paid booking to another free time of the provider's (issue 52 item 5): a day, one of
 * its free slots for the booking's service, and a reason the pet parent reads. The pet parent is
 * mailed and may refuse the new time for a full refund. Shown while `booking` is set; keyed by it,
 * so each booking's dialog starts afresh.
 */
export function RescheduleDialog({
  booking,
  now,
  onClose,
}: {
  booking: ProviderBooking;
  now: Date;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const [date, setDate] = useState(booking.start.slice(0, 10));
  const [start, setStart] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { trigger, isMutating } = useRescheduleBooking();
  const slots = useProviderSlots(booking.providerId, date || null, booking.service);
  const free = (slots.data?.slots ?? []).filter(
    (slot) => slot.available && slot.start !== booking.start,
  );

  const send = async () => {
    if (!start) {
      setProblem(t('Please choose the new time.'));
      return;
    }
    setProblem(null);
    try {
      const answer = await trigger({ id: booking.id, start, reason: reason.trim() || undefined });
      notify.success(t(answer.message));
      onClose();
    } catch (error) {
      setProblem(toApiError(error).messageOr('We could not move the booking. Please try again.'));
      void slots.mutate();
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('Move this booking')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isMutating}>
            {t('Keep the time')}
          </Button>
          <Button loading={isMutating} onClick={() => void send()}>
            {t('Move and tell the pet parent')}
          </Button>
        </>
      }
    >
      <p>{t('The pet parent is told by mail and may refuse the new time for a full refund.')}</p>
      <DateInput
        id={`${id}-date`}
        label={t('New date')}
        min={todayInIndia(now)}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setStart('');
        }}
      />
      {slots.error && !slots.data ? (
        <ErrorState
          message={t(toApiError(slots.error).messageOr('We could not load the free times.'))}
          onRetry={() => void slots.mutate()}
        />
      ) : date && !slots.data ? (
        <LoadingState label={t('Loading the free times...')} />
      ) : slots.data && free.length === 0 ? (
        <EmptyState title={t('No free time on this day. Please choose another date.')} />
      ) : slots.data ? (
        <RadioGroup
          id={`${id}-start`}
          name={`${id}-start`}
          label={t('New time')}
          value={start}
          options={free.map((slot) => ({
            value: slot.start,
            label: timeRange(slot.start, slot.end),
          }))}
          onChange={(value) => {
            setStart(value);
            setProblem(null);
          }}
        />
      ) : null}
      <TextArea
        id={`${id}-reason`}
        label={t('Why it moves (the pet parent reads it)')}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? <p role="alert">{t(problem)}</p> : null}
    </Modal>
  );
}
