import { object } from 'yup';
import {
  NUMERIC,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { CITY_FIELD } from './commonFields';

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

/** Rules and messages of the veterinary clinic form (spec §5): every field required. */
export const vetClinicSchema = object({
  clinicName: requiredText(),
  vetInCharge: requiredText(),
  qualification: requiredText(),
  // "numeric": decimals such as 2.5 years are accepted.
  yearsOfExperience: patternText(NUMERIC, 'Years of experience must be a number'),
  servicesOffered: requiredList('At least one service must be selected'),
  city: requiredText(),
  clinicAddress: requiredText(),
  pincode: patternText(SIX_DIGITS, PINCODE_MESSAGE),
  registrationNumber: requiredText(),
  consultationFee: patternText(NUMERIC, 'Consultation fee must be a number'),
});

/** 'Register Your Veterinary Clinic/Hospital' (spec §2.13); also shown at /breeding. */
export const vetClinicForm: FormDefinition = {
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
  schema: vetClinicSchema,
  successMessage: 'Clinic registered successfully!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
