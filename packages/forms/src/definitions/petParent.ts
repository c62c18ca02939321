import { object, string } from 'yup';
import { catBreeds, dogBreeds } from '../data/breeds';
import {
  SIX_DIGITS,
  TEN_DIGITS,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition, FormOption } from '../engine/types';
import { insuranceCoverageOptions } from './insuranceProvider';
import { CITY_FIELD, EMAIL_FIELD, MOBILE_NUMBER_FIELD, PIN_CODE_FIELD } from './commonFields';

/**
 * 'Dog - {breed}' and 'Cat - {breed}' for every breed, sorted alphabetically by what the user
 * reads, then 'Other' last (spec §3).
 */
export const petTypeBreedOptions: readonly FormOption[] = [
  ...[
    ...dogBreeds.map((breed) => `Dog - ${breed}`),
    ...catBreeds.map((breed) => `Cat - ${breed}`),
  ].sort((a, b) => a.localeCompare(b, 'en')),
  'Other',
].map((value) => ({ value }));

/** Answers of "existing policy". */
export const existingPolicyOptions = ['Yes', 'No'] as const;

/** Rules and messages of the pet parent (insurance) form, each as spec §5 words it. */
export const petParentSchema = object({
  fullName: requiredText('Full name is required'),
  mobileNumber: patternText(
    TEN_DIGITS,
    'Must be a valid 10-digit number',
    'Mobile number is required',
  ),
  // The spec says: no format check on this form's email.
  email: requiredText('Email is required'),
  petTypeBreed: requiredText('Select a breed'),
  petAge: requiredText('Pet age is required'),
  city: requiredText('City is required'),
  pinCode: patternText(SIX_DIGITS, 'Must be a valid 6-digit number', 'Pin code is required'),
  insuranceCoverage: requiredList('Select at least one coverage'),
  // The spec gives existingPolicy no rule: it is optional.
  existingPolicy: string().default(''),
});

/**
 * 'Register as a Pet Parent' (insurance). Every field has an input (DESIGN.md's deliberate reading:
 * the original rendered only Full Name). Coverage choices are the insurers' coverage list (the spec
 * gives none for this field).
 */
export const petParentForm: FormDefinition = {
  key: 'petParent',
  title: 'Register as a Pet Parent',
  submitLabel: 'Register Pet Parent',
  sections: [
    {
      title: 'Your Details',
      fields: [
        {
          name: 'fullName',
          type: 'text',
          label: 'Full Name',
          placeholder: 'Enter your full name',
          autoComplete: 'name',
        },
        MOBILE_NUMBER_FIELD,
        EMAIL_FIELD,
        CITY_FIELD,
        PIN_CODE_FIELD,
      ],
    },
    {
      title: 'Pet and Insurance',
      fields: [
        {
          name: 'petTypeBreed',
          type: 'select',
          label: 'Pet Type & Breed',
          options: petTypeBreedOptions,
          placeholder: 'Select a breed',
        },
        { name: 'petAge', type: 'text', label: 'Pet Age', placeholder: 'e.g. 2 years' },
        {
          name: 'insuranceCoverage',
          type: 'multiselect',
          label: 'Insurance Coverage',
          options: optionsOf(insuranceCoverageOptions),
        },
        {
          name: 'existingPolicy',
          type: 'radio',
          label: 'Existing Policy',
          options: optionsOf(existingPolicyOptions),
          required: false,
        },
      ],
    },
  ],
  schema: petParentSchema,
  successMessage: 'Pet parent registered successfully!',
  // The spec names no failure text for this form (its original made no call).
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
