/**
 * `@petverse/forms/services`: the consultation booking and mating profile forms with their rules.
 * Neither shows a combobox, so this entry brings no Downshift; the grooming booking form, which
 * does, is `@petverse/forms/grooming`.
 */
export {
  ConsultationBookingForm,
  canAddConsultation,
  emptyConsultationValues,
} from './services/ConsultationBookingForm';
export { consultationSchema, CONSULTATION_MESSAGES } from './services/schemas';

export type { ConsultationBookingFormProps } from './services/ConsultationBookingForm';
export type { ConsultationValues } from './services/schemas';

export { MatingProfileForm } from './services/MatingProfileForm';
export { matingProfileSchema, MATING_MESSAGES } from './services/matingSchema';
export type { MatingProfileFormProps } from './services/MatingProfileForm';
export type { MatingProfileValues } from './services/matingSchema';
