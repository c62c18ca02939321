/**
 * `@petverse/forms/grooming`: the grooming booking form (its package choice is a combobox, on
 * Downshift) with its rules.
 */
export {
  GroomingBookingForm,
  bookAppointmentLabel,
  emptyGroomingBookingValues,
} from './services/GroomingBookingForm';
export { groomingBookingSchema, GROOMING_MESSAGES } from './services/schemas';

export type {
  GroomingBookingFormProps,
  GroomingBookingSubmit,
} from './services/GroomingBookingForm';
export type { GroomingBookingValues } from './services/schemas';
