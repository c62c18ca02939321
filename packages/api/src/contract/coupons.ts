import type { ShippingType } from './constants';
import { said, type Said } from './said';
import { HOLD_MINUTES } from './providers';
import type { AdminPagination } from './admin';

/*
 * Coupons (issue 38). Operators make codes in the back office; the buyer sends only the code,
 * and the server prices the discount from its own data (`couponDiscountPaise`), says why a code
 * cannot be used (COUPON_MESSAGES), and takes one use with the order.
 */

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A code: letters, digits and dashes, 3 to 20, compared in upper case. */
export const COUPON_CODE_PATTERN = '^[A-Za-z0-9-]{3,20}$';
/** A typed code as it is compared and kept. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/** Rupees with Indian digit grouping: ₹1,499, or ₹1,234.50 with paise. */
const rupees = (amount: number) => {
  const paise = Number.isInteger(amount) ? 0 : 2;
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: paise, maximumFractionDigits: paise })}`;
};

/** Why a code cannot be used, one message each; every one names the code. */
export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code.',
  unknown: (code: string) =>
    said('{code} is not a valid coupon code. Please check it and try again.', { code }),
  notYetValid: (code: string, from: string) =>
    said('{code} can be used from {from}.', { code, from }),
  expired: (code: string) => said('{code} has expired.', { code }),
  deactivated: (code: string) => said('{code} is no longer available.', { code }),
  belowMinimum: (code: string, minimum: number, more: number) =>
    said('{code} needs an order of at least {minimum}. Add {more} more to use it.', {
      code,
      minimum: rupees(minimum),
      more: rupees(more),
    }),
  firstOrderOnly: (code: string) => said('{code} is for your first order only.', { code }),
  alreadyUsed: (code: string) => said('You have already used {code}.', { code }),
  usedUp: (code: string) => said('{code} has been used up.', { code }),
  /**
   * The coupon's last uses are held for other buyers paying right now (ADR 032): free again if
   * those payments are not made.
   */
  heldByOthers: (code: string) =>
    said(
      'The last use of {code} is being used by someone else paying right now. If they do not pay within {minutes} minutes, it can be used again.',
      { code, minutes: HOLD_MINUTES },
    ),
  /** The last use went to someone else while this buyer paid: the order is refunded. */
  usedUpWhilePaying:
    'Sorry, your coupon was used up while you were paying. Your payment has been refunded in full.',
  applied: (code: string, saving: number) =>
    said('{code} applied: you save {saving}.', { code, saving: rupees(saving) }),
} as const;

/** What a coupon takes off, from the lines' subtotal (shipping is never discounted). */
export interface CouponTerms {
  kind: CouponKind;
  /** Whole percent for `percent`; paise for `flat`. */
  value: number;
  /** The most a `percent` coupon takes off, paise; null for no cap. */
  maxDiscountPaise: number | null;
}

/**
 * The discount on a subtotal, in paise: whole rupees (rounded down), never more than the cap nor
 * the subtotal, so the order's total stays whole rupees.
 */
export function couponDiscountPaise(terms: CouponTerms, subtotalPaise: number): number {
  const raw =
    terms.kind === 'percent'
      ? Math.floor((subtotalPaise * terms.value) / 100 / 100) * 100
      : terms.value;
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  return Math.max(0, Math.min(capped, Math.floor(subtotalPaise / 100) * 100));
}

/** POST /product/coupon: what a code takes off the carts as they are, with this shipping. */
export interface CouponQuotePayload {
  code: string;
  shippingType?: ShippingType;
}
/** 200; refusals are 4xx with one of COUPON_MESSAGES. Rupees. */
export interface CouponQuote {
  code: string;
  subtotal: number;
  discount: number;
  shipping: number;
  /** Whole rupees: what the payment asks for (the `amount` of POST /product/razorpay/order). */
  total: number;
  message: string;
  said?: Said;
}

// ---- The back office: GET, POST /admin/coupons, POST /admin/coupons/{id}/deactivate ----------

export interface AdminCoupon {
  _id: string;
  code: string;
  kind: CouponKind;
  /** Whole percent for `percent`; rupees for `flat`. */
  value: number;
  /** Rupees; 0 for none. */
  minOrder: number;
  /** Rupees; null for no cap. */
  maxDiscount: number | null;
  /** ISO 8601, or null for no start / no end. */
  startsAt: string | null;
  endsAt: string | null;
  firstOrderOnly: boolean;
  /**
   * Shown to every buyer on the offers page and at payment (issue 55 item 6); false keeps the
   * code private, for the people it was given to. Optional when making one: private by default.
   */
  public: boolean;
  /** null for no limit. */
  perUserLimit: number | null;
  totalLimit: number | null;
  used: number;
  /** ISO 8601 when an operator deactivated it. */
  deactivatedAt: string | null;
  createdAt: string;
}
export type CreateCouponPayload = Omit<
  AdminCoupon,
  '_id' | 'used' | 'deactivatedAt' | 'createdAt' | 'public'
> & { public?: boolean };
/** POST /admin/coupons/{id}/visibility: show it to every buyer, or keep it private. */
export interface CouponVisibilityPayload {
  public: boolean;
}
export interface AdminCouponsResponse {
  coupons: AdminCoupon[];
  pagination: AdminPagination;
}
export interface AdminCouponResponse {
  coupon: AdminCoupon;
  message: string;
}
