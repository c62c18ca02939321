import { object } from 'yup';
import {
  DIGITS,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  TEN_DIGITS,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { CITY_FIELD, PIN_CODE_FIELD } from './commonFields';

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

/**
 * Rules and messages of the pet owner (training) form (spec §5). Pet type is one choice (a select),
 * so it gets the default required message; the two lists follow the '<field in words>' template.
 */
export const trainerPetOwnerSchema = object({
  petOwnerName: requiredText(),
  petType: requiredText(),
  age: patternText(DIGITS, 'Age must be a valid number'),
  behavioralIssues: requiredList('At least one behavioral issue must be selected'),
  trainingGoals: requiredList('At least one training goal must be selected'),
  city: requiredText(),
  pinCode: patternText(SIX_DIGITS, PINCODE_MESSAGE),
  contactInfo: patternText(TEN_DIGITS, 'Contact info must be a valid 10-digit number'),
});

/** The pet owner (training) registration form. Title and button are ours (the spec gives none). */
export const trainerPetOwnerForm: FormDefinition = {
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
  schema: trainerPetOwnerSchema,
  successMessage: 'Pet owner registered successfully!',
  failureMessage: 'Submission failed. Try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
