import { object, string } from 'yup';
import { SIX_DIGITS, TEN_DIGITS, patternText, requiredList, requiredText } from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { petParentView } from './petParent.view';

export { petTypeBreedOptions, existingPolicyOptions } from './petParent.view';

/** Rules and messages of the pet parent (insurance) form, each as spec §5 words it. */
export const petParentSchema = object({
  fullName: requiredText('Full name is required'),
  mobileNumber: patternText(
    TEN_DIGITS,
    'Must be a valid 10-digit number',
    'Mobile number is required',
  ),
  // The spec says: no format check on this form's email.
  email: requiredText('Email is required'),
  petTypeBreed: requiredText('Select a breed'),
  petAge: requiredText('Pet age is required'),
  city: requiredText('City is required'),
  pinCode: patternText(SIX_DIGITS, 'Must be a valid 6-digit number', 'Pin code is required'),
  insuranceCoverage: requiredList('Select at least one coverage'),
  // The spec gives existingPolicy no rule: it is optional.
  existingPolicy: string().default(''),
});

/**
 * 'Register as a Pet Parent' (insurance). Every field has an input (DESIGN.md's deliberate reading:
 * the original rendered only Full Name). Coverage choices are the insurers' coverage list (the spec
 * gives none for this field).
 */
export const petParentForm: FormDefinition = { ...petParentView, schema: petParentSchema };
