export { DoctorCard } from './DoctorCard';
export type { DoctorCardProps } from './DoctorCard';
