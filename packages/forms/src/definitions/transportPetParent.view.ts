import { optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { petTypes } from './trainerPetOwner.view';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./transportPetParent.ts).

/** Modes of transport (spec §3). */
export const transportModes = ['Road', 'Air', 'Rail'] as const;

/** The transport pet parent form. Title and button are ours (the spec gives none). */
export const transportPetParentView: FormView = {
  key: 'transportPetParent',
  title: 'Register Your Pet for Transportation',
  submitLabel: 'Register for Transportation',
  sections: [
    {
      title: 'Travel Details',
      fields: [
        {
          name: 'name',
          type: 'text',
          label: 'Name',
          placeholder: 'Enter your name',
          autoComplete: 'name',
        },
        { name: 'petType', type: 'multiselect', label: 'Pet Type', options: optionsOf(petTypes) },
        {
          name: 'sourceDestinationCity',
          type: 'text',
          label: 'Source & Destination City',
          placeholder: 'e.g. Pune to Mumbai',
        },
        {
          name: 'preferredMode',
          type: 'multiselect',
          label: 'Preferred Mode',
          options: optionsOf(transportModes),
        },
        { name: 'dateOfTravel', type: 'date', label: 'Date of Travel' },
        {
          name: 'specialNeeds',
          type: 'textarea',
          label: 'Special Needs',
          placeholder: 'Medication, diet, anxiety...',
        },
      ],
    },
  ],
  successMessage: 'Pet parent registered successfully!',
  failureMessage: 'Submission failed. Please try again.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
