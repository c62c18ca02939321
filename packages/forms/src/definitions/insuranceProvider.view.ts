import { optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { EMAIL_FIELD, MOBILE_NUMBER_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./insuranceProvider.ts).

/** Coverage an insurer offers (spec §3); the pet parent form reuses it for insuranceCoverage. */
export const insuranceCoverageOptions = [
  'Pet Health Insurance',
  'Accident Coverage',
  'Wellness Plans',
  'Surgical Coverage',
  'Chronic Illness Coverage',
  'Other',
] as const;

/** Partnership models (spec §3). */
export const partnershipModels = [
  'Direct Billing',
  'Reimbursement Model',
  'Network Partnership',
  'Referral Program',
  'Other',
] as const;

/**
 * The insurance provider form. Every required field has an input (DESIGN.md's deliberate reading:
 * the original showed four, so it could never pass). Title and button are ours.
 */
export const insuranceProviderView: FormView = {
  key: 'insuranceProvider',
  title: 'Register as an Insurance Provider',
  submitLabel: 'Register Insurance Provider',
  sections: [
    {
      title: 'Company Details',
      fields: [
        {
          name: 'companyName',
          type: 'text',
          label: 'Company Name',
          placeholder: 'Enter company name',
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
          name: 'designation',
          type: 'text',
          label: 'Designation',
          placeholder: 'e.g. Partnerships Manager',
          autoComplete: 'organization-title',
        },
        MOBILE_NUMBER_FIELD,
        EMAIL_FIELD,
        {
          name: 'website',
          type: 'text',
          label: 'Website',
          placeholder: 'https://',
          autoComplete: 'url',
        },
        {
          name: 'irdaRegistrationNumber',
          type: 'text',
          label: 'IRDA Registration Number',
          placeholder: 'Enter IRDA registration number',
        },
      ],
    },
    {
      title: 'Coverage and Partnership',
      fields: [
        {
          name: 'coverageDetails',
          type: 'multiselect',
          label: 'Coverage Details',
          options: optionsOf(insuranceCoverageOptions),
        },
        {
          name: 'partnershipModel',
          type: 'multiselect',
          label: 'Partnership Model',
          options: optionsOf(partnershipModels),
        },
        { name: 'brochure', type: 'file', label: 'Upload Brochure' },
      ],
    },
  ],
  successMessage: 'Form submitted successfully!',
  // The spec names no failure text for this form (its original made no call): the providers' one.
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
