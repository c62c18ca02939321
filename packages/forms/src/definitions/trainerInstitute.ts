import { object } from 'yup';
import {
  DIGITS,
  DOCUMENT_TYPES,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  fileField,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { trainerInstituteView } from './trainerInstitute.view';

export { trainingSpecializations, trainingSessionTypes } from './trainerInstitute.view';

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
  ...trainerInstituteView,
  schema: trainerInstituteSchema,
};
