export { useOptionCombobox } from './useOptionCombobox';
export type { UseOptionComboboxOptions } from './useOptionCombobox';
export { filterOptions, labelOf } from './filterOptions';
