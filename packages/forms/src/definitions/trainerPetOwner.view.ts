import { optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { CITY_FIELD, PIN_CODE_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./trainerPetOwner.ts).

/** Pet types of the training and transport forms (spec §3). */
export const petTypes = ['Dog', 'Cat', 'Bird', 'Rabbit', 'Other'] as const;

/** Behavioural issues a pet owner can report (spec §3). */
export const behavioralIssues = ['Aggression', 'Anxiety', 'Barking', 'Chewing', 'Other'] as const;

/** Training goals (spec §3). */
export const trainingGoals = [
  'Obedience Training',
  'Socialization',
  'House Training',
  'Trick Training',
  'Other',
] as const;

/** The pet owner (training) registration form. Title and button are ours (the spec gives none). */
export const trainerPetOwnerView: FormView = {
  key: 'trainerPetOwner',
  title: 'Register Your Pet for Training',
  submitLabel: 'Register Pet Owner',
  sections: [
    {
      title: 'Pet Details',
      fields: [
        {
          name: 'petOwnerName',
          type: 'text',
          label: 'Pet Owner Name',
          placeholder: 'Enter your name',
          autoComplete: 'name',
        },
        {
          name: 'petType',
          type: 'select',
          label: 'Pet Type',
          options: optionsOf(petTypes),
          placeholder: 'Select pet type',
        },
        { name: 'age', type: 'digits', label: 'Pet Age (years)', placeholder: 'e.g. 3' },
        {
          name: 'behavioralIssues',
          type: 'multiselect',
          label: 'Behavioral Issues',
          options: optionsOf(behavioralIssues),
        },
        {
          name: 'trainingGoals',
          type: 'multiselect',
          label: 'Training Goals',
          options: optionsOf(trainingGoals),
        },
      ],
    },
    {
      title: 'Contact Details',
      fields: [
        CITY_FIELD,
        PIN_CODE_FIELD,
        {
          name: 'contactInfo',
          type: 'tel',
          label: 'Contact Number',
          placeholder: '10-digit mobile number',
          autoComplete: 'tel-national',
        },
      ],
    },
  ],
  successMessage: 'Pet owner registered successfully!',
  failureMessage: 'Submission failed. Try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
