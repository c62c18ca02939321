import { DOCUMENT_TYPES, optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { CITY_FIELD, EMAIL_FIELD, MOBILE_NUMBER_FIELD, PIN_CODE_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./groomingCenter.ts).

/** Services a grooming centre can offer (spec §3). */
export const groomingServices = [
  'Bathing',
  'Haircut',
  'Nail Trimming',
  'Ear Cleaning',
  'Teeth Brushing',
  'Other',
] as const;

/** The grooming centre registration form. Title and button are ours (the spec gives none). */
export const groomingCenterView: FormView = {
  key: 'groomingCenter',
  title: 'Register Your Grooming Center',
  submitLabel: 'Register Grooming Center',
  sections: [
    {
      title: 'Business Details',
      fields: [
        {
          name: 'businessName',
          type: 'text',
          label: 'Business Name',
          placeholder: 'Enter grooming center name',
          autoComplete: 'organization',
        },
        {
          name: 'contactPerson',
          type: 'text',
          label: 'Contact Person',
          placeholder: 'Enter contact person',
          autoComplete: 'name',
        },
        MOBILE_NUMBER_FIELD,
        EMAIL_FIELD,
        CITY_FIELD,
        PIN_CODE_FIELD,
      ],
    },
    {
      title: 'Services and Pricing',
      fields: [
        {
          name: 'availableServices',
          type: 'multiselect',
          label: 'Available Services',
          options: optionsOf(groomingServices),
        },
        {
          name: 'pricingList',
          type: 'textarea',
          label: 'Pricing List',
          placeholder: 'e.g. Bathing ₹500, Haircut ₹800',
        },
        { name: 'portfolio', type: 'file', label: 'Upload Portfolio', accept: DOCUMENT_TYPES },
      ],
    },
  ],
  successMessage: 'Grooming center registered successfully!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
