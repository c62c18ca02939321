import { object } from 'yup';
import {
  EMAIL,
  TEN_DIGITS,
  fileField,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { insuranceProviderView } from './insuranceProvider.view';

export { insuranceCoverageOptions, partnershipModels } from './insuranceProvider.view';

/**
 * Rules and messages of the insurance provider form (spec §5): every field required. The
 * multi-select messages follow the spec's template 'Please select at least one <field>' with
 * the field in words ('coverage detail'), never its code name.
 */
export const insuranceProviderSchema = object({
  companyName: requiredText(),
  contactPerson: requiredText(),
  designation: requiredText(),
  mobileNumber: patternText(TEN_DIGITS, 'Enter a valid 10-digit number'),
  email: patternText(EMAIL, 'Invalid email format'),
  website: requiredText(),
  irdaRegistrationNumber: requiredText(),
  coverageDetails: requiredList('Please select at least one coverage detail'),
  partnershipModel: requiredList('Please select at least one partnership model'),
  // The spec's file types are "not on the insurance form": any file is accepted here.
  brochure: fileField({ required: true }),
});

/**
 * The insurance provider form. Every required field has an input (DESIGN.md's deliberate reading:
 * the original showed four, so it could never pass). Title and button are ours.
 */
export const insuranceProviderForm: FormDefinition = {
  ...insuranceProviderView,
  schema: insuranceProviderSchema,
};
