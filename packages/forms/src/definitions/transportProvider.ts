import { object } from 'yup';
import {
  DIGITS,
  DOCUMENT_TYPES,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  TEN_DIGITS,
  fileField,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { transportProviderView } from './transportProvider.view';

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
  ...transportProviderView,
  schema: transportProviderSchema,
};
