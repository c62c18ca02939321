import { object } from 'yup';
import {
  DOCUMENT_TYPES,
  EMAIL,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  TEN_DIGITS,
  fileField,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { CITY_FIELD, EMAIL_FIELD, MOBILE_NUMBER_FIELD, PIN_CODE_FIELD } from './commonFields';

/** Services a grooming centre can offer (spec §3). */
export const groomingServices = [
  'Bathing',
  'Haircut',
  'Nail Trimming',
  'Ear Cleaning',
  'Teeth Brushing',
  'Other',
] as const;

/** Rules and messages of the grooming centre form (spec §5); pricing list and portfolio required. */
export const groomingCenterSchema = object({
  businessName: requiredText(),
  contactPerson: requiredText(),
  city: requiredText(),
  pinCode: patternText(SIX_DIGITS, PINCODE_MESSAGE),
  availableServices: requiredList('At least one available service must be selected'),
  mobileNumber: patternText(TEN_DIGITS, 'Mobile number must be a valid 10-digit number'),
  email: patternText(EMAIL, 'Invalid email format'),
  pricingList: requiredText(),
  portfolio: fileField({ required: true, accept: DOCUMENT_TYPES }),
});

/** The grooming centre registration form. Title and button are ours (the spec gives none). */
export const groomingCenterForm: FormDefinition = {
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
  schema: groomingCenterSchema,
  successMessage: 'Grooming center registered successfully!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
