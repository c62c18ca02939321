import { object } from 'yup';
import {
  EMAIL,
  TEN_DIGITS,
  fileField,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { EMAIL_FIELD, MOBILE_NUMBER_FIELD } from './commonFields';

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
 * Rules and messages of the insurance provider form (spec §5): every field required. The
 * multi-select messages follow the spec's template 'Please select at least one <field>' with
 * the field in words ('coverage detail'), never its code name.
 */
export const insuranceProviderSchema = object({
  companyName: requiredText(),
  contactPerson: requiredText(),
  designation: requiredText(),
  mobileNumber: patternText(TEN_DIGITS, 'Enter a valid 10-digit number'),
  email: patternText(EMAIL, 'Invalid email format'),
  website: requiredText(),
  irdaRegistrationNumber: requiredText(),
  coverageDetails: requiredList('Please select at least one coverage detail'),
  partnershipModel: requiredList('Please select at least one partnership model'),
  // The spec's file types are "not on the insurance form": any file is accepted here.
  brochure: fileField({ required: true }),
});

/**
 * The insurance provider form. Every required field has an input (DESIGN.md's deliberate reading:
 * the original showed four, so it could never pass). Title and button are ours.
 */
export const insuranceProviderForm: FormDefinition = {
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
  schema: insuranceProviderSchema,
  successMessage: 'Form submitted successfully!',
  // The spec names no failure text for this form (its original made no call): the providers' one.
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
