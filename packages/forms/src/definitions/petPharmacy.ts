import { object } from 'yup';
import {
  DOCUMENT_TYPES,
  EMAIL,
  TEN_DIGITS,
  fileField,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { EMAIL_FIELD } from './commonFields';

/** Product ranges a pharmacy can carry (spec §3). */
export const pharmacyProductRanges = [
  'Prescription Medications',
  'Over-the-Counter Drugs',
  'Supplements',
  'Flea and Tick Products',
  'Pet Food',
  'Grooming Products',
  'Other',
] as const;

/** Rules and messages of the pet pharmacy form (spec §5); the catalog upload is optional. */
export const petPharmacySchema = object({
  businessName: requiredText(),
  contactPerson: requiredText(),
  phoneNumber: patternText(TEN_DIGITS, 'Phone number must be a valid 10-digit number'),
  email: patternText(EMAIL, 'Invalid email format'),
  drugLicenseNumber: requiredText(),
  productRange: requiredList('At least one product range must be selected'),
  deliveryCapabilities: requiredText(),
  cityState: requiredText(),
  catalog: fileField({ required: false, accept: DOCUMENT_TYPES }),
});

/** The pet pharmacy registration form. The spec gives no title or button text: ours follow the clinic form's. */
export const petPharmacyForm: FormDefinition = {
  key: 'petPharmacy',
  title: 'Register Your Pet Pharmacy',
  submitLabel: 'Register Pharmacy',
  sections: [
    {
      title: 'Business Details',
      fields: [
        {
          name: 'businessName',
          type: 'text',
          label: 'Business Name',
          placeholder: 'Enter pharmacy name',
          autoComplete: 'organization',
        },
        {
          name: 'contactPerson',
          type: 'text',
          label: 'Contact Person',
          placeholder: 'Enter contact person',
          autoComplete: 'name',
        },
        {
          name: 'phoneNumber',
          type: 'tel',
          label: 'Phone Number',
          placeholder: '10-digit phone number',
          autoComplete: 'tel-national',
        },
        EMAIL_FIELD,
        {
          name: 'drugLicenseNumber',
          type: 'text',
          label: 'Drug License Number',
          placeholder: 'Enter drug license number',
        },
      ],
    },
    {
      title: 'Products and Delivery',
      fields: [
        {
          name: 'productRange',
          type: 'multiselect',
          label: 'Product Range',
          options: optionsOf(pharmacyProductRanges),
        },
        {
          name: 'deliveryCapabilities',
          type: 'textarea',
          label: 'Delivery Capabilities',
          placeholder: 'e.g. Same-day delivery within the city',
        },
        {
          name: 'cityState',
          type: 'text',
          label: 'City/State',
          placeholder: 'e.g. Pune, Maharashtra',
        },
        {
          name: 'catalog',
          type: 'file',
          label: 'Upload Catalog',
          accept: DOCUMENT_TYPES,
          required: false,
        },
      ],
    },
  ],
  schema: petPharmacySchema,
  successMessage: 'Pharmacy registered successfully!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
