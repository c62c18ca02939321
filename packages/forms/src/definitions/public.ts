/**
 * `@petverse/forms/definitions`: every registration form as plain data, its yup schema, the shared
 * rules and `validateValues`. No React, no styled-components, no `@petverse/ui`: a server (ours
 * validates every submission with it) or any non-React code can import it.
 */
export { registrationForms } from './index';
export { vetClinicForm, vetClinicSchema, vetClinicServices } from './vetClinic';
export { petPharmacyForm, petPharmacySchema, pharmacyProductRanges } from './petPharmacy';
export { groomingCenterForm, groomingCenterSchema, groomingServices } from './groomingCenter';
export {
  trainerInstituteForm,
  trainerInstituteSchema,
  trainingSpecializations,
  trainingSessionTypes,
} from './trainerInstitute';
export {
  trainerPetOwnerForm,
  trainerPetOwnerSchema,
  petTypes,
  behavioralIssues,
  trainingGoals,
} from './trainerPetOwner';
export {
  insuranceProviderForm,
  insuranceProviderSchema,
  insuranceCoverageOptions,
  partnershipModels,
} from './insuranceProvider';
export {
  petParentForm,
  petParentSchema,
  petTypeBreedOptions,
  existingPolicyOptions,
} from './petParent';
export {
  transportPetParentForm,
  transportPetParentSchema,
  transportModes,
} from './transportPetParent';
export { transportProviderForm, transportProviderSchema } from './transportProvider';
export {
  teamApplicationForm,
  teamApplicationSchema,
  ALL_FIELDS_REQUIRED,
  genders,
  applicationFileTypes,
} from './teamApplication';
export {
  CHECKED,
  allFields,
  emptyValue,
  initialValues,
  isShown,
  validateValues,
} from '../engine/fields';
export { fieldTypes } from '../engine/types';
export {
  REQUIRED,
  PINCODE_MESSAGE,
  DOCUMENT_TYPES,
  TEN_DIGITS,
  SIX_DIGITS,
  DIGITS,
  NUMERIC,
  EMAIL,
  requiredText,
  patternText,
  requiredList,
  optionalList,
  fileField,
  fileTypeMessage,
  optionsOf,
} from '../engine/rules';
export { dogBreeds, catBreeds } from '../data/breeds';

export type {
  FieldType,
  FieldConfig,
  FieldValue,
  FormValues,
  FormOption,
  SectionConfig,
  FormDefinition,
  FormSubmission,
  SubmitAdapter,
} from '../engine/types';
export type { RegistrationFormKey } from './index';
export type { DogBreed, CatBreed } from '../data/breeds';
