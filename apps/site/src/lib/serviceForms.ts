import { lazy } from 'react';

/*
 * The service forms (react-hook-form and yup) load on their own, sharing the rules' chunk with the
 * account forms, so the doctor and grooming pages paint without waiting for the rules. The
 * grooming booking form is apart: only it shows a combobox, so only it brings Downshift.
 */
const forms = () => import('@petverse/forms/services');

export const ConsultationBookingForm = lazy(() =>
  forms().then((m) => ({ default: m.ConsultationBookingForm })),
);
export const GroomingBookingForm = lazy(() =>
  import('@petverse/forms/grooming').then((m) => ({ default: m.GroomingBookingForm })),
);
export const MatingProfileForm = lazy(() =>
  forms().then((m) => ({ default: m.MatingProfileForm })),
);
