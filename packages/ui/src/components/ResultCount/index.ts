export { ResultCount } from './ResultCount';
export type { ResultCountProps } from './ResultCount';
