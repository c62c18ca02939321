export { FilterBar } from './FilterBar';
export type { FilterBarProps, FilterField } from './FilterBar';
