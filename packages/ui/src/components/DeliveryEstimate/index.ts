export { DeliveryEstimate } from './DeliveryEstimate';
export type {
  DeliveryEstimateProps,
  DeliveryEstimateState,
  DeliveryOption,
} from './DeliveryEstimate';
