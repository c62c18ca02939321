import { object } from 'yup';
import {
  DOCUMENT_TYPES,
  EMAIL,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  TEN_DIGITS,
  fileField,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { groomingCenterView } from './groomingCenter.view';

export { groomingServices } from './groomingCenter.view';

/** Rules and messages of the grooming centre form (spec §5); pricing list and portfolio required. */
export const groomingCenterSchema = object({
  businessName: requiredText(),
  contactPerson: requiredText(),
  city: requiredText(),
  pinCode: patternText(SIX_DIGITS, PINCODE_MESSAGE),
  availableServices: requiredList('At least one available service must be selected'),
  mobileNumber: patternText(TEN_DIGITS, 'Mobile number must be a valid 10-digit number'),
  email: patternText(EMAIL, 'Invalid email format'),
  pricingList: requiredText(),
  portfolio: fileField({ required: true, accept: DOCUMENT_TYPES }),
});

/** The grooming centre registration form. Title and button are ours (the spec gives none). */
export const groomingCenterForm: FormDefinition = {
  ...groomingCenterView,
  schema: groomingCenterSchema,
};
