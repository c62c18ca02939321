export { ProviderCard } from './ProviderCard';
export type { ProviderCardProps } from './ProviderCard';
