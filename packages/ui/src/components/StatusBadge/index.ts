export { StatusBadge, STATUS_TONES } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
