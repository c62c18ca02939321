export { CouponField } from './CouponField';
export type { CouponFieldProps } from './CouponField';
