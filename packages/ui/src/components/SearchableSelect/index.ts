export { SearchableSelect } from './SearchableSelect';
export { filterOptions, useSearchableSelect } from './useSearchableSelect';
export type { SearchableSelectProps } from './SearchableSelect';
export type { UseSearchableSelectOptions } from './useSearchableSelect';
