// Engine
export { SchemaForm } from './engine/SchemaForm';
export { RegistrationForm } from './engine/RegistrationForm';
export { SubmitError } from './engine/SubmitError';
export { defaultWidgets } from './engine/widgets';
export { fieldTypes } from './engine/types';
export { allFields, emptyValue, initialValues, validateValues } from './engine/fields';
export { useSubmission } from './engine/useSubmission';
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
} from './engine/rules';

// Adapters
export { createSpreadsheetAdapter, toSpreadsheetBody } from './adapters/spreadsheet';
export {
  createHttpAdapter,
  createApplicationAdapter,
  noCallAdapter,
  toFormData,
} from './adapters/http';

// Forms
export { registrationForms } from './definitions';
export { vetClinicForm, vetClinicSchema, vetClinicServices } from './definitions/vetClinic';
export {
  petPharmacyForm,
  petPharmacySchema,
  pharmacyProductRanges,
} from './definitions/petPharmacy';
export {
  groomingCenterForm,
  groomingCenterSchema,
  groomingServices,
} from './definitions/groomingCenter';
export {
  trainerInstituteForm,
  trainerInstituteSchema,
  trainingSpecializations,
  trainingSessionTypes,
} from './definitions/trainerInstitute';
export {
  trainerPetOwnerForm,
  trainerPetOwnerSchema,
  petTypes,
  behavioralIssues,
  trainingGoals,
} from './definitions/trainerPetOwner';
export {
  insuranceProviderForm,
  insuranceProviderSchema,
  insuranceCoverageOptions,
  partnershipModels,
} from './definitions/insuranceProvider';
export {
  petParentForm,
  petParentSchema,
  petTypeBreedOptions,
  existingPolicyOptions,
} from './definitions/petParent';
export {
  transportPetParentForm,
  transportPetParentSchema,
  transportModes,
} from './definitions/transportPetParent';
export { transportProviderForm, transportProviderSchema } from './definitions/transportProvider';
export {
  teamApplicationForm,
  teamApplicationSchema,
  ALL_FIELDS_REQUIRED,
  genders,
  applicationFileTypes,
} from './definitions/teamApplication';

// Data
export { dogBreeds, catBreeds } from './data/breeds';

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
} from './engine/types';
export type { SchemaFormProps } from './engine/SchemaForm';
export type { RegistrationFormProps } from './engine/RegistrationForm';
export type { WidgetProps, Widget } from './engine/widgets';
export type {
  SubmissionStatus,
  UseSubmissionOptions,
  FormSubmitted,
  FormFailure,
} from './engine/useSubmission';
export type { SpreadsheetAdapterOptions } from './adapters/spreadsheet';
export type { HttpAdapterOptions, ApplicationAdapterOptions } from './adapters/http';
export type { RegistrationFormKey } from './definitions';
export type { DogBreed, CatBreed } from './data/breeds';

// --- Account forms (issue 3): login, sign-up, password reset, pet, address, profile ---
export { LoginForm } from './accounts/LoginForm';
export { SignUpForm } from './accounts/SignUpForm';
export { ForgotPasswordForm, ResetPasswordForm } from './accounts/ResetPasswordForms';
export { PetForm } from './accounts/PetForm';
export { AddressForm, emptyAddressValues } from './accounts/AddressForm';
export { ProfileForm } from './accounts/ProfileForm';
export {
  loginSchema,
  signUpSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  petSchema,
  addressSchema,
  profileSchema,
} from './accounts/schemas';
export {
  OTHER_BREED,
  breedOptions,
  emptyPetValues,
  petToValues,
  toPetPayload,
} from './accounts/petValues';
export { ACCOUNT_MESSAGES, ACCOUNT_TEXTS } from './accounts/messages';

export type { LoginFormProps } from './accounts/LoginForm';
export type { SignUpFormProps } from './accounts/SignUpForm';
export type {
  ForgotPasswordFormProps,
  ResetPasswordFormProps,
} from './accounts/ResetPasswordForms';
export type { PetFormProps } from './accounts/PetForm';
export type { AddressFormProps, PincodePlace } from './accounts/AddressForm';
export type { ProfileFormProps } from './accounts/ProfileForm';
export type {
  LoginValues,
  SignUpValues,
  ForgotPasswordValues,
  ResetPasswordValues,
  PetFormValues,
  AddressFormValues,
  ProfileFormValues,
} from './accounts/schemas';

// --- Service forms (issue 5): consultation booking, grooming booking ---
export {
  ConsultationBookingForm,
  canAddConsultation,
  emptyConsultationValues,
} from './services/ConsultationBookingForm';
export {
  GroomingBookingForm,
  bookAppointmentLabel,
  emptyGroomingBookingValues,
} from './services/GroomingBookingForm';
export {
  consultationSchema,
  groomingBookingSchema,
  GROOMING_MESSAGES,
  CONSULTATION_MESSAGES,
} from './services/schemas';

export type { ConsultationBookingFormProps } from './services/ConsultationBookingForm';
export type {
  GroomingBookingFormProps,
  GroomingBookingSubmit,
} from './services/GroomingBookingForm';
export type { ConsultationValues, GroomingBookingValues } from './services/schemas';

// --- Mating profiles: 'Create Mating Profile' ---
export {
  MatingProfileForm,
  matingProfileSchema,
  MATING_MESSAGES,
} from './services/MatingProfileForm';
export type { MatingProfileFormProps, MatingProfileValues } from './services/MatingProfileForm';
