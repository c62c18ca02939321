import { DOCUMENT_TYPES, optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { transportModes } from './transportPetParent.view';
import { PIN_CODE_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./transportProvider.ts).

/** 'Register as a Transport Provider' (spec §2.13). */
export const transportProviderView: FormView = {
  key: 'transportProvider',
  title: 'Register as a Transport Provider',
  submitLabel: 'Register Transport Provider',
  sections: [
    {
      fields: [
        {
          name: 'companyName',
          type: 'text',
          label: 'Company Name',
          placeholder: 'Enter company name',
          autoComplete: 'organization',
        },
        {
          name: 'modesAvailable',
          type: 'multiselect',
          label: 'Modes Available',
          options: optionsOf(transportModes),
        },
        {
          name: 'areasCovered',
          type: 'text',
          label: 'Areas Covered',
          placeholder: 'e.g. Pune, Mumbai, Nashik',
        },
        {
          name: 'contactNumber',
          type: 'tel',
          label: 'Contact Number',
          placeholder: '10-digit contact number',
          autoComplete: 'tel-national',
        },
        PIN_CODE_FIELD,
        {
          name: 'fleetCapacity',
          type: 'digits',
          label: 'Fleet Capacity',
          placeholder: 'Number of vehicles',
        },
        {
          name: 'petSafetyProtocols',
          type: 'textarea',
          label: 'Pet Safety Protocols',
          placeholder: 'Describe your safety measures',
        },
        {
          name: 'certifications',
          type: 'file',
          label: 'Upload Certifications',
          accept: DOCUMENT_TYPES,
        },
      ],
    },
  ],
  successMessage: 'Transport provider registered successfully!',
  // The spec only says this text tells the operator to let the external form take public answers.
  failureMessage:
    'Submission failed. Please make sure the registration form accepts responses without sign-in, then try again.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
