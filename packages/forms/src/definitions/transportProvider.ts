import { object } from 'yup';
import {
  DIGITS,
  DOCUMENT_TYPES,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  TEN_DIGITS,
  fileField,
  optionsOf,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { transportModes } from './transportPetParent';
import { PIN_CODE_FIELD } from './commonFields';

/** Rules and messages of the transport provider form (spec §5): every field, certifications too. */
export const transportProviderSchema = object({
  companyName: requiredText(),
  modesAvailable: requiredList('At least one mode of transport must be selected'),
  areasCovered: requiredText(),
  contactNumber: patternText(TEN_DIGITS, 'Contact number must be a valid 10-digit number'),
  pinCode: patternText(SIX_DIGITS, PINCODE_MESSAGE),
  fleetCapacity: patternText(DIGITS, 'Fleet capacity must be a valid number'),
  petSafetyProtocols: requiredText(),
  certifications: fileField({ required: true, accept: DOCUMENT_TYPES }),
});

/** 'Register as a Transport Provider' (spec §2.13). */
export const transportProviderForm: FormDefinition = {
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
  schema: transportProviderSchema,
  successMessage: 'Transport provider registered successfully!',
  // The spec only says this text tells the operator to let the external form take public answers.
  failureMessage:
    'Submission failed. Please make sure the registration form accepts responses without sign-in, then try again.',
  redirectTo: '/thankyou',
  redirectDelayMs: 3000,
};
