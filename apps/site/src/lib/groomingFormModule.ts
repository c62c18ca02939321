// The grooming booking form alone (see serviceFormsModule.ts): apart from the other service forms,
// as only it shows a combobox.
export { GroomingBookingForm } from '@petverse/forms/grooming';
