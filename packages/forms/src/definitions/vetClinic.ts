import { object } from 'yup';
import {
  NUMERIC,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  patternText,
  requiredList,
  requiredText,
} from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { vetClinicView } from './vetClinic.view';

export { vetClinicServices } from './vetClinic.view';

/** Rules and messages of the veterinary clinic form (spec §5): every field required. */
export const vetClinicSchema = object({
  clinicName: requiredText(),
  vetInCharge: requiredText(),
  qualification: requiredText(),
  // "numeric": decimals such as 2.5 years are accepted.
  yearsOfExperience: patternText(NUMERIC, 'Years of experience must be a number'),
  servicesOffered: requiredList('At least one service must be selected'),
  city: requiredText(),
  clinicAddress: requiredText(),
  pincode: patternText(SIX_DIGITS, PINCODE_MESSAGE),
  registrationNumber: requiredText(),
  consultationFee: patternText(NUMERIC, 'Consultation fee must be a number'),
});

/** 'Register Your Veterinary Clinic/Hospital' (spec §2.13); also shown at /breeding. */
export const vetClinicForm: FormDefinition = { ...vetClinicView, schema: vetClinicSchema };
