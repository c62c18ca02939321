/**
 * `@petverse/forms/registration`: the engine that renders any registration form, its submit
 * adapters, and each form's definition loaded on its own (`loadRegistrationForm`). A page that
 * shows one form loads this entry and that form's definition, not the account or booking forms.
 * The definitions themselves, all together, are `@petverse/forms/definitions`.
 */
// Engine
export { SchemaForm } from './engine/SchemaForm';
export { RegistrationForm } from './engine/RegistrationForm';
export { SubmitError } from './engine/SubmitError';
export { defaultWidgets } from './engine/widgets';
export { fieldTypes } from './engine/types';
export {
  CHECKED,
  allFields,
  emptyValue,
  initialValues,
  isShown,
  validateValues,
} from './engine/fields';
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

// One form's definition on demand
export { loadRegistrationForm, loadRegistrationView } from './definitions/load';

export type {
  FieldType,
  FieldConfig,
  FieldValue,
  FormValues,
  FormOption,
  SectionConfig,
  FormDefinition,
  FormView,
  LazyFormDefinition,
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
