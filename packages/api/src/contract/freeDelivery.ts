import { SHIPPING, type ShippingType } from './constants';

/*
 * The free-delivery threshold the owner sets (issue 55 item 6; ADR 039): Economy is free from it.
 * Its own file, so the cart's totals (shopping.ts) need nothing of coupons.
 */

/**
 * Shipping with the owner's free-delivery threshold: Economy is free from `freeFrom` rupees of
 * what is shipped (before a coupon); Express keeps its price. Without a threshold (null), the
 * spec's prices (Economy 50, Express 100).
 */
export function shippingPrice(
  type: ShippingType,
  shippedSubtotal: number,
  freeFrom: number | null | undefined,
): number {
  if (type === 'Economy' && freeFrom != null && shippedSubtotal >= freeFrom) return 0;
  return SHIPPING[type].price;
}

/** How many rupees more make delivery free; null when there is no threshold or it is reached. */
export function moreForFreeDelivery(
  shippedSubtotal: number,
  freeFrom: number | null | undefined,
): number | null {
  if (freeFrom == null || shippedSubtotal >= freeFrom) return null;
  return Math.round((freeFrom - shippedSubtotal) * 100) / 100;
}

/** The largest threshold the back office accepts, rupees. */
export const FREE_DELIVERY_MAX = 100_000;

/** GET /admin/settings/delivery and PUT (owner only, audited): the free-delivery threshold. */
export interface DeliverySettings {
  /** Whole rupees from which Economy delivery is free; null: always charged (the spec's prices). */
  freeDeliveryFrom: number | null;
}
export interface DeliverySettingsResponse extends DeliverySettings {
  message?: string;
}
