export { useOptionCombobox } from './useOptionCombobox';
export type { UseOptionComboboxOptions } from './useOptionCombobox';
export { filterOptions } from './filterOptions';
