import { object } from 'yup';
import {
  DIGITS,
  DOCUMENT_TYPES,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  fileField,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { CITY_FIELD, PIN_CODE_FIELD } from './commonFields';

/** Training specializations (spec §3). */
export const trainingSpecializations = [
  'Obedience Training',
  'Agility Training',
  'Behavioral Training',
  'Therapy Dog Training',
  'Service Dog Training',
  'Other',
] as const;

/** Session types a trainer offers (spec §3). */
export const trainingSessionTypes = [
  'In-Person',
  'Online',
  'Group Sessions',
  'Private Sessions',
  'Other',
] as const;

/**
 * Rules and messages of the trainer/institute form (spec §5). Multi-select messages follow the
 * spec's template 'At least one <field in words> must be selected': the field in words, singular after 'one'.
 */
export const trainerInstituteSchema = object({
  name: requiredText(),
  qualification: requiredText(),
  trainingSpecialization: requiredList('At least one training specialization must be selected'),
  yearsOfExperience: patternText(DIGITS, 'Years of experience must be a valid number'),
  certification: fileField({ required: true, accept: DOCUMENT_TYPES }),
  city: requiredText(),
  pinCode: patternText(SIX_DIGITS, PINCODE_MESSAGE),
  sessionTypesOffered: requiredList('At least one session type must be selected'),
});

/** The trainer/institute registration form. Title and button are ours (the spec gives none). */
export const trainerInstituteForm: FormDefinition = {
  key: 'trainerInstitute',
  title: 'Register as a Trainer/Institute',
  submitLabel: 'Register Trainer/Institute',
  sections: [
    {
      title: 'Trainer Details',
      fields: [
        {
          name: 'name',
          type: 'text',
          label: 'Trainer/Institute Name',
          placeholder: 'Enter name',
          autoComplete: 'name',
        },
        {
          name: 'qualification',
          type: 'text',
          label: 'Qualification',
          placeholder: 'e.g. Certified Dog Trainer',
        },
        {
          name: 'trainingSpecialization',
          type: 'multiselect',
          label: 'Training Specialization',
          options: optionsOf(trainingSpecializations),
        },
        {
          name: 'yearsOfExperience',
          type: 'digits',
          label: 'Years of Experience',
          placeholder: 'e.g. 5',
        },
        {
          name: 'certification',
          type: 'file',
          label: 'Upload Certification',
          accept: DOCUMENT_TYPES,
        },
      ],
    },
    {
      title: 'Location and Sessions',
      fields: [
        CITY_FIELD,
        PIN_CODE_FIELD,
        {
          name: 'sessionTypesOffered',
          type: 'multiselect',
          label: 'Session Types Offered',
          options: optionsOf(trainingSessionTypes),
        },
      ],
    },
  ],
  schema: trainerInstituteSchema,
  successMessage: 'Registration Successful! Our team will contact you shortly.',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
