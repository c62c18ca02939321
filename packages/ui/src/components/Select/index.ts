export { Select } from './Select';
export type { SelectProps, FieldOption } from './Select';
