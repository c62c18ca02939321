export { AppointmentCard } from './AppointmentCard';
export type { AppointmentCardProps } from './AppointmentCard';
