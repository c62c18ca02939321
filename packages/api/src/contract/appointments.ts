import type { GroomingOrder } from './services';
import { BOOKING_UTC_OFFSET_MINUTES, clockMinutes } from './bookingTime';
import type { GroomingStatus } from './shopping';
import { said, type Said } from './said';

/**
 * The grooming FAQ's policy (services spec §2.10): free rescheduling up to 24 hours before the
 * slot; cancellations within 24 hours are non-refundable. So an appointment can be cancelled
 * (with a full refund) or moved while its slot is at least this far away.
 */
export const APPOINTMENT_CHANGE_NOTICE_HOURS = 24;

/** How long a grooming visit holds its partner: two visits of one partner start this far apart. */
export const GROOMING_VISIT_MINUTES = 60;

/** Appointments in these states can still be cancelled or moved (given the notice). */
export const CHANGEABLE_APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly GroomingStatus[];

/** An appointment's state as a word inside a sentence, said in the page's language (issue 35). */
export const APPOINTMENT_STATUS_WORDS: Record<GroomingStatus, Said> = {
  completed: said('completed', {}),
  pending: said('pending', {}),
  confirmed: said('confirmed', {}),
  cancelled: said('cancelled', {}),
  'in-progress': said('in progress', {}),
  'no-show': said('missed', {}),
};

/** What the booking form, the reschedule dialog and the server say about an appointment. */
export const APPOINTMENT_MESSAGES = {
  chooseDate: 'Select appointment date',
  chooseTime: 'Select appointment time',
  tooLate: `Appointments can be cancelled or rescheduled up to ${APPOINTMENT_CHANGE_NOTICE_HOURS} hours before the slot. Within ${APPOINTMENT_CHANGE_NOTICE_HOURS} hours the booking can no longer be changed and is non-refundable.`,
  newSlotTooSoon: `The new slot must be at least ${APPOINTMENT_CHANGE_NOTICE_HOURS} hours from now.`,
  slotTaken: 'The grooming partner is already booked at that time. Please choose another time.',
  sameSlot: 'The appointment is already at that date and time.',
  cancelled: 'Appointment cancelled. Your refund is on its way.',
  cancelledPending: 'Appointment cancelled. Your refund is being processed.',
  rescheduled: 'Appointment rescheduled.',
} as const;

/** The moment (UTC) an appointment in India starts: date YYYY-MM-DD, time HH:MM. */
export function appointmentStart(date: string, time: string): Date {
  const minutes = clockMinutes(time) ?? 0;
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc + (minutes - BOOKING_UTC_OFFSET_MINUTES) * 60_000);
}

/** Whether a slot is at least APPOINTMENT_CHANGE_NOTICE_HOURS away. */
export function hasChangeNotice(date: string, time: string, now: Date = new Date()): boolean {
  const ahead = appointmentStart(date, time).getTime() - now.getTime();
  return ahead >= APPOINTMENT_CHANGE_NOTICE_HOURS * 3_600_000;
}

/** Whether this appointment can still be cancelled or rescheduled now. */
export function canChangeAppointment(
  order: Pick<GroomingOrder, 'status' | 'appointmentDate' | 'appointmentTime'>,
  now: Date = new Date(),
): boolean {
  return (
    (CHANGEABLE_APPOINTMENT_STATUSES as readonly string[]).includes(order.status) &&
    hasChangeNotice(order.appointmentDate, order.appointmentTime, now)
  );
}

/** Whether two visits of one partner on one day would overlap (times HH:MM). */
export function visitsOverlap(a: string, b: string): boolean {
  const [x, y] = [clockMinutes(a), clockMinutes(b)];
  return x !== null && y !== null && Math.abs(x - y) < GROOMING_VISIT_MINUTES;
}

/** POST /grooming/orders/{id}/reschedule. */
export interface RescheduleAppointmentPayload {
  /** YYYY-MM-DD, India. */
  appointmentDate: string;
  /** HH:MM, 24 hours. */
  appointmentTime: string;
}

/** POST /grooming/orders/{id}/cancel and …/reschedule answer the appointment as it is now. */
export interface AppointmentChangeResponse {
  message: string;
  data: GroomingOrder;
}

/** GET /grooming/partners/{id}/busy?date=: the start times (HH:MM) already booked that day. */
export interface PartnerBusyResponse {
  data: { date: string; busy: string[] };
}
