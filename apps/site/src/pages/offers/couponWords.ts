import type { OfferCoupon } from '@petverse/api/contract';
import { formatIndiaDate, formatRupees, useLocale, useT } from '@petverse/ui';

/** ₹100, or ₹100.50 with paise. */
export const rupeesShort = (amount: number) =>
  Number.isInteger(amount) ? formatRupees(amount).replace(/\.00$/, '') : formatRupees(amount);

/**
 * A public coupon in the buyer's words (the offers page, payment's "Coupons you can use"): what
 * it takes off, on what, until when.
 */
export function useCouponWords() {
  const t = useT();
  const locale = useLocale();
  return {
    /** '10% off, up to ₹500', '10% off' or '₹100 off'. */
    discount: (c: OfferCoupon) =>
      c.kind === 'flat'
        ? t('{amount} off', { amount: rupeesShort(c.value) })
        : c.maxDiscount !== null
          ? t('{percent}% off, up to {cap}', { percent: c.value, cap: rupeesShort(c.maxDiscount) })
          : t('{percent}% off', { percent: c.value }),
    /** 'On orders from ₹999' or 'On any order'. */
    minimum: (c: OfferCoupon) =>
      c.minOrder > 0
        ? t('On orders from {amount}', { amount: rupeesShort(c.minOrder) })
        : t('On any order'),
    /** 'Valid until 31 Dec 2026' or 'No end date', and 'First order only' where it is. */
    terms: (c: OfferCoupon) =>
      [
        c.endsAt
          ? t('Valid until {date}', { date: formatIndiaDate(c.endsAt, locale) })
          : t('No end date'),
        c.firstOrderOnly ? t('First order only') : null,
      ]
        .filter(Boolean)
        .join(' · '),
  };
}
