export { StatusBadge, STATUS_TONES, statusWords } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
