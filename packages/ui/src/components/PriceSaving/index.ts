export { PriceSaving } from './PriceSaving';
export type { PriceSavingProps } from './PriceSaving';
