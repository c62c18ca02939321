import { object } from 'yup';
import {
  DIGITS,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  TEN_DIGITS,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { trainerPetOwnerView } from './trainerPetOwner.view';

export { petTypes, behavioralIssues, trainingGoals } from './trainerPetOwner.view';

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
  ...trainerPetOwnerView,
  schema: trainerPetOwnerSchema,
};
