export { ShippingToggle } from './ShippingToggle';
export type { ShippingToggleProps, ShippingOption } from './ShippingToggle';
