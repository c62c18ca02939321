import { object } from 'yup';
import { requiredList, requiredText, optionsOf } from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { petTypes } from './trainerPetOwner';

/** Modes of transport (spec §3). */
export const transportModes = ['Road', 'Air', 'Rail'] as const;

/**
 * Rules and messages of the transport pet parent form (spec §5): every field required; the two
 * list messages name the fields exactly as the spec writes them.
 */
export const transportPetParentSchema = object({
  name: requiredText(),
  petType: requiredList('At least one petType must be selected'),
  sourceDestinationCity: requiredText(),
  preferredMode: requiredList('At least one preferredMode must be selected'),
  // The spec sets no date rule, so any date is accepted.
  dateOfTravel: requiredText(),
  specialNeeds: requiredText(),
});

/** The transport pet parent form. Title and button are ours (the spec gives none). */
export const transportPetParentForm: FormDefinition = {
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
  schema: transportPetParentSchema,
  successMessage: 'Pet parent registered successfully!',
  failureMessage: 'Submission failed. Please try again.',
  redirectTo: '/thankyou',
  redirectDelayMs: 2000,
};
