import type { CouponKind } from './coupons';

/*
 * Offers for buyers (issue 55 item 6; ADR 039): public coupons, MRP and "% off", and the price
 * per kg or per litre of a pack. The free-delivery threshold is in freeDelivery.ts.
 */

// ---- Pack sizes -----------------------------------------------------------------------------

/** What a pack holds, by weight (grams) or volume (millilitres). */
export type PackSize = { grams: number } | { millilitres: number };

/**
 * What a size's label says the pack holds: '3 kg', '400 g', '1.2 kg' by weight; '1 L', '500 ml'
 * by volume; null for a label that says neither ('Medium', 'pack of 12').
 */
export function packSize(label: string): PackSize | null {
  const match = /^(\d+(?:\.\d+)?)\s*(kg|g|l|ml)\b/i.exec(label.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  if (!(amount > 0)) return null;
  const unit = match[2]!.toLowerCase();
  if (unit === 'kg' || unit === 'g')
    return { grams: Math.round(amount * (unit === 'kg' ? 1000 : 1)) };
  return { millilitres: Math.round(amount * (unit === 'l' ? 1000 : 1)) };
}

/** A price per kg or per litre, whole rupees: '₹416/kg'. */
export interface UnitPrice {
  /** Rupees per unit, rounded to whole rupees. */
  price: number;
  unit: 'kg' | 'L';
}

/** The price per kg or per litre of a pack at `price` rupees; null when its label says neither. */
export function unitPrice(price: number, label: string): UnitPrice | null {
  const size = packSize(label);
  if (!size) return null;
  return 'grams' in size
    ? { price: Math.round((price * 1000) / size.grams), unit: 'kg' }
    : { price: Math.round((price * 1000) / size.millilitres), unit: 'L' };
}

/** Whole percent off the MRP (rounded down, as shops print it); null without an MRP above the price. */
export function percentOff(price: number, mrp: number | null | undefined): number | null {
  if (mrp === null || mrp === undefined || !(mrp > price) || price < 0) return null;
  const off = Math.floor(((mrp - price) / mrp) * 100);
  return off >= 1 ? off : null;
}

// ---- Public coupons -------------------------------------------------------------------------

/** A coupon shown to buyers (public ones only): what it takes off and on what. Rupees. */
export interface OfferCoupon {
  code: string;
  kind: CouponKind;
  /** Whole percent for `percent`; rupees for `flat`. */
  value: number;
  /** The most a percent coupon takes off; null for no cap. */
  maxDiscount: number | null;
  /** Rupees; 0 for none. */
  minOrder: number;
  /** ISO 8601 when it stops, or null. */
  endsAt: string | null;
  firstOrderOnly: boolean;
}

/**
 * GET /offers (anyone): the public coupons usable now (started, not expired, not deactivated,
 * not used up), the soonest to end first, and the free-delivery threshold.
 */
export interface OffersResponse {
  coupons: OfferCoupon[];
  freeDeliveryFrom: number | null;
}

/**
 * GET /coupons/available (signed in): the public coupons this buyer may use now — also not used
 * as often as they may, and not first-order-only after a first order. `minOrder` says what each
 * needs; a coupon whose minimum the cart does not reach is still listed.
 */
export interface AvailableCouponsResponse {
  coupons: OfferCoupon[];
}
