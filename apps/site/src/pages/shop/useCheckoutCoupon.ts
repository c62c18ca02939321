import type { Text } from '@petverse/ui';
import { useCouponQuote, useCheckout } from '@petverse/api';
import { normaliseCouponCode, type CouponQuote, type ShippingType } from '@petverse/api/contract';

/** The checkout's coupon: the applied code (kept across pages), its quote, and why not. */
export interface CheckoutCoupon {
  /** The code the buyer applied, as typed; null for none. */
  code: string | null;
  /** The server's pricing of the code on this cart and shipping, when it can be used. */
  quote: CouponQuote | null;
  /** Why the code cannot be used (the server's words), or why it could not be checked. */
  error: Text | undefined;
  /** The code is being priced: paying waits for it. */
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
  /** Prices the code again (after a payment was refused: it may have been used up meanwhile). */
  recheck: () => void;
}

/**
 * The applied coupon of the checkout (issue 38): priced by the server for the cart's subtotal and
 * the chosen shipping, again whenever either changes; only a code the server accepted is sent
 * with the order.
 */
export function useCheckoutCoupon(
  shippingType: ShippingType,
  subtotal: number,
  /** The cart has loaded: until then there is nothing to price. */
  ready: boolean,
): CheckoutCoupon {
  const { couponCode, setCouponCode } = useCheckout();
  const { data, error, isLoading, mutate } = useCouponQuote(
    ready ? couponCode : null,
    shippingType,
    subtotal,
  );
  const current =
    couponCode !== null && data && !error && data.code === normaliseCouponCode(couponCode);
  return {
    code: couponCode,
    quote: current ? data : null,
    error: error ? error.textOr(error.message) : undefined,
    checking: isLoading,
    // The same code again is priced again (it may have been refused for a reason since gone).
    apply: (typed) => (typed === couponCode ? void mutate() : setCouponCode(typed)),
    remove: () => setCouponCode(null),
    recheck: () => void mutate(),
  };
}
