import { lazy } from 'react';

/*
 * The service forms (react-hook-form) load on their own, so the doctor and grooming pages paint
 * without waiting for them; their rules (yup) come as the user starts on a form. The grooming
 * booking form is apart: only it shows a combobox.
 */
const forms = () => import('./serviceFormsModule');

export const ConsultationBookingForm = lazy(() =>
  forms().then((m) => ({ default: m.ConsultationBookingForm })),
);
export const GroomingBookingForm = lazy(() =>
  import('./groomingFormModule').then((m) => ({ default: m.GroomingBookingForm })),
);
export const MatingProfileForm = lazy(() =>
  forms().then((m) => ({ default: m.MatingProfileForm })),
);
