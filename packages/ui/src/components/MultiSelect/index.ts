export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
export { useMultiSelect } from './useMultiSelect';
export type { UseMultiSelectOptions } from './useMultiSelect';
