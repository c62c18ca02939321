export { PrescriptionCard } from './PrescriptionCard';
export type { PrescriptionCardData, PrescriptionCardProps } from './PrescriptionCard';
