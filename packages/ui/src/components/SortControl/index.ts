export { SortControl } from './SortControl';
export type { SortControlProps } from './SortControl';
