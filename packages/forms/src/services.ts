/**
 * `@petverse/forms/services`: the consultation booking, grooming booking and mating profile
 * forms with their rules.
 */
export {
  ConsultationBookingForm,
  canAddConsultation,
  emptyConsultationValues,
} from './services/ConsultationBookingForm';
export {
  GroomingBookingForm,
  bookAppointmentLabel,
  emptyGroomingBookingValues,
} from './services/GroomingBookingForm';
export {
  consultationSchema,
  groomingBookingSchema,
  GROOMING_MESSAGES,
  CONSULTATION_MESSAGES,
} from './services/schemas';

export type { ConsultationBookingFormProps } from './services/ConsultationBookingForm';
export type {
  GroomingBookingFormProps,
  GroomingBookingSubmit,
} from './services/GroomingBookingForm';
export type { ConsultationValues, GroomingBookingValues } from './services/schemas';

export {
  MatingProfileForm,
  matingProfileSchema,
  MATING_MESSAGES,
} from './services/MatingProfileForm';
export type { MatingProfileFormProps, MatingProfileValues } from './services/MatingProfileForm';
