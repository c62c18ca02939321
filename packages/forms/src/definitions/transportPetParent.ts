import { object } from 'yup';
import { requiredList, requiredText } from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { transportPetParentView } from './transportPetParent.view';

export { transportModes } from './transportPetParent.view';

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
  ...transportPetParentView,
  schema: transportPetParentSchema,
};
