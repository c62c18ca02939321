export { FilterPanel } from './FilterPanel';
export type { FilterPanelProps, FilterGroup, FilterOption } from './FilterPanel';
