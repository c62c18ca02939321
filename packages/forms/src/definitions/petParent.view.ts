import { catBreeds, dogBreeds } from '../data/breeds';
import { optionsOf } from '../engine/options';
import type { FormOption, FormView } from '../engine/types';
import { insuranceCoverageOptions } from './insuranceProvider.view';
import { CITY_FIELD, EMAIL_FIELD, MOBILE_NUMBER_FIELD, PIN_CODE_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./petParent.ts).

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
  // Breed names are data: the field (`breeds`) shows them in Devanagari on a Hindi page; 'Other'
  // is ours, translated as our texts are.
].map((value) => (value === 'Other' ? { value } : { value, lang: 'en' }));

/** Answers of "existing policy". */
export const existingPolicyOptions = ['Yes', 'No'] as const;

/**
 * 'Register as a Pet Parent' (insurance). Every field has an input (DESIGN.md's deliberate reading:
 * the original rendered only Full Name). Coverage choices are the insurers' coverage list (the spec
 * gives none for this field).
 */
export const petParentView: FormView = {
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
          breeds: true,
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
  successMessage: 'Pet parent registered successfully!',
  // The spec names no failure text for this form (its original made no call).
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
