import { DOCUMENT_TYPES, optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { CITY_FIELD, PIN_CODE_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./trainerInstitute.ts).

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

/** The trainer/institute registration form. Title and button are ours (the spec gives none). */
export const trainerInstituteView: FormView = {
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
  successMessage: 'Registration Successful! Our team will contact you shortly.',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
