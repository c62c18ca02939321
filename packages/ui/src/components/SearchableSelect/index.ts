export { SearchableSelect } from './SearchableSelect';
export type { SearchableSelectProps } from './SearchableSelect';
