import { array, object, string, type InferType } from 'yup';
import {
  CONSULTATION_MODES,
  CONSULTATION_SLOTS,
  clockMinutes,
  isCalendarDate,
  isPastInIndia,
  slotMinutes,
  todayInIndia,
  lastBookableDate,
  BOOKING_TOO_FAR_MESSAGE,
  APPOINTMENT_MESSAGES,
} from '@petverse/api/contract';

/** The grooming booking's messages (services spec §5). */
export const GROOMING_MESSAGES = {
  pet: 'Select at least one pet type',
  service: 'Select at least one Service type',
  date: APPOINTMENT_MESSAGES.chooseDate,
  time: APPOINTMENT_MESSAGES.chooseTime,
  pastTime: 'That time has already passed today. Please choose a later time.',
} as const;

export const CONSULTATION_MESSAGES = {
  date: 'Select a date',
  pastDate: 'The date cannot be in the past.',
  time: 'Select a time slot',
  pastTime: 'That time has already passed today. Please choose a later slot.',
  mode: 'Select a consultation mode',
  petName: 'Enter your pet’s name',
  petType: 'Enter your pet’s type',
} as const;

/** A time today that has gone by fails; other dates (and unreadable values) are left to other rules. */
const notPassed = (date: string, minutes: number | null) =>
  minutes === null || !isCalendarDate(date) || !isPastInIndia(date, minutes);

/** The consultation booking (services spec §4.3, §5): no past dates, the slots and modes. */
export const consultationSchema = object({
  selectedDate: string()
    .required(CONSULTATION_MESSAGES.date)
    .test('date', CONSULTATION_MESSAGES.date, (v) => isCalendarDate(v))
    .test('past', CONSULTATION_MESSAGES.pastDate, (v) => !isCalendarDate(v) || v >= todayInIndia())
    .test('far', BOOKING_TOO_FAR_MESSAGE, (v) => !isCalendarDate(v) || v <= lastBookableDate()),
  selectedTime: string()
    .required(CONSULTATION_MESSAGES.time)
    .oneOf(CONSULTATION_SLOTS, CONSULTATION_MESSAGES.time)
    .test('passed', CONSULTATION_MESSAGES.pastTime, (slot, { parent }) =>
      notPassed((parent as { selectedDate: string }).selectedDate, slotMinutes(slot)),
    ),
  consultationMode: string()
    .required(CONSULTATION_MESSAGES.mode)
    .oneOf(CONSULTATION_MODES, CONSULTATION_MESSAGES.mode),
  petName: string().trim().required(CONSULTATION_MESSAGES.petName),
  petType: string().trim().required(CONSULTATION_MESSAGES.petType),
});
/** Strings while editing; valid values have a slot of CONSULTATION_SLOTS and a mode of CONSULTATION_MODES. */
export interface ConsultationValues {
  selectedDate: string;
  selectedTime: string;
  consultationMode: string;
  petName: string;
  petType: string;
}

/** The grooming booking (services spec §2.10, §5); the pet and service lists hold one value. */
export const groomingBookingSchema = object({
  petId: array(string().required()).min(1, GROOMING_MESSAGES.pet).required(GROOMING_MESSAGES.pet),
  services: array(string().required())
    .min(1, GROOMING_MESSAGES.service)
    .required(GROOMING_MESSAGES.service),
  appointmentDate: string()
    .required(GROOMING_MESSAGES.date)
    .test('date', GROOMING_MESSAGES.date, (v) => isCalendarDate(v) && v >= todayInIndia())
    .test('far', BOOKING_TOO_FAR_MESSAGE, (v) => !isCalendarDate(v) || v <= lastBookableDate()),
  appointmentTime: string()
    .required(GROOMING_MESSAGES.time)
    .test('passed', GROOMING_MESSAGES.pastTime, (time, { parent }) =>
      notPassed((parent as { appointmentDate: string }).appointmentDate, clockMinutes(time)),
    ),
});
export type GroomingBookingValues = InferType<typeof groomingBookingSchema>;
