export { FormField, fieldControlProps, fieldIds } from './FormField';
export type { FormFieldProps } from './FormField';
export { controlStyles } from './FormField.styles';
