// The service forms, and only them: `import()` of a family entry keeps every export of it, its
// schemas (with yup) among them, while this module names the forms alone, whose rules then load
// as the user starts on one (useAccountForm in @petverse/forms). Pages load it with `lazy()` where
// the form is shown (see accountFormsModule.ts).
export { ConsultationBookingForm, MatingProfileForm } from '@petverse/forms/services';
