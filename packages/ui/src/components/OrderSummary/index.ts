export { OrderSummary } from './OrderSummary';
export type { OrderSummaryProps } from './OrderSummary';
