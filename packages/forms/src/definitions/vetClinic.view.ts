import { optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { CITY_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./vetClinic.ts).

/** Services a clinic can offer (spec §3). */
export const vetClinicServices = [
  'General Checkup',
  'Vaccination',
  'Surgery',
  'Dental Care',
  'Diagnostic Services',
  'Emergency Care',
  'Grooming',
  'Other',
] as const;

/** 'Register Your Veterinary Clinic/Hospital' (spec §2.13); also shown at /breeding. */
export const vetClinicView: FormView = {
  key: 'vetClinic',
  title: 'Register Your Veterinary Clinic/Hospital',
  submitLabel: 'Register Clinic/Hospital',
  sections: [
    {
      title: 'Clinic Details',
      fields: [
        {
          name: 'clinicName',
          type: 'text',
          label: 'Clinic Name',
          placeholder: 'Enter clinic name',
        },
        {
          name: 'vetInCharge',
          type: 'text',
          label: 'Vet in Charge',
          placeholder: 'Enter vet name',
          autoComplete: 'name',
        },
        {
          name: 'qualification',
          type: 'text',
          label: 'Qualification',
          placeholder: 'e.g. BVSc & AH',
        },
        {
          name: 'yearsOfExperience',
          type: 'digits',
          label: 'Years of Experience',
          placeholder: 'e.g. 5',
          inputMode: 'decimal',
        },
        {
          name: 'servicesOffered',
          type: 'multiselect',
          label: 'Services Offered',
          options: optionsOf(vetClinicServices),
        },
      ],
    },
    {
      title: 'Location Details',
      fields: [
        CITY_FIELD,
        {
          name: 'clinicAddress',
          type: 'textarea',
          label: 'Clinic Address',
          placeholder: 'Enter full address',
          autoComplete: 'street-address',
        },
        {
          name: 'pincode',
          type: 'pincode',
          label: 'Pincode',
          placeholder: '6-digit pincode',
          autoComplete: 'postal-code',
        },
        {
          name: 'registrationNumber',
          type: 'text',
          label: 'Registration Number',
          placeholder: 'Enter registration number',
        },
        {
          name: 'consultationFee',
          type: 'digits',
          label: 'Consultation Fee',
          placeholder: 'Fee in ₹',
          inputMode: 'decimal',
        },
      ],
    },
  ],
  successMessage: 'Clinic registered successfully!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
