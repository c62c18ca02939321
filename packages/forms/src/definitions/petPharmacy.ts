import { object } from 'yup';
import {
  DOCUMENT_TYPES,
  EMAIL,
  TEN_DIGITS,
  fileField,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { petPharmacyView } from './petPharmacy.view';

export { pharmacyProductRanges } from './petPharmacy.view';

/** Rules and messages of the pet pharmacy form (spec §5); the catalog upload is optional. */
export const petPharmacySchema = object({
  businessName: requiredText(),
  contactPerson: requiredText(),
  phoneNumber: patternText(TEN_DIGITS, 'Phone number must be a valid 10-digit number'),
  email: patternText(EMAIL, 'Invalid email format'),
  drugLicenseNumber: requiredText(),
  productRange: requiredList('At least one product range must be selected'),
  deliveryCapabilities: requiredText(),
  cityState: requiredText(),
  catalog: fileField({ required: false, accept: DOCUMENT_TYPES }),
});

/** The pet pharmacy registration form. The spec gives no title or button text: ours follow the clinic form's. */
export const petPharmacyForm: FormDefinition = { ...petPharmacyView, schema: petPharmacySchema };
