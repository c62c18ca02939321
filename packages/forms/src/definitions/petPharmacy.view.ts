import { DOCUMENT_TYPES, optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { EMAIL_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./petPharmacy.ts).

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

/** The pet pharmacy registration form. The spec gives no title or button text: ours follow the clinic form's. */
export const petPharmacyView: FormView = {
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
  successMessage: 'Pharmacy registered successfully!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
