export { AddressCard } from './AddressCard';
export type { AddressCardProps } from './AddressCard';
