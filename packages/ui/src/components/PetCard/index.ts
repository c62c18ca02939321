export { PetCard } from './PetCard';
export { formatPetAge, formatDate } from './petDates';
export type { PetCardProps } from './PetCard';
