import { useCallback, useMemo } from 'react';
import type { Booking, CartLine, VetCart } from '../contract/shopping';
import { subtotal, type PricedLine } from '../contract/rules';
import { mixedCartLines } from './cartRules';

import { useCart } from './cart';
import { usePharmacyCart } from './pharmacyCart';
import { useConsultationCart } from './consultationCart';

/** The three carts together: what the cart page lists and what checkout and payment charge. */
export interface MixedCart {
  products: CartLine[];
  pharmacy: VetCart[];
  bookings: Booking[];
  /** Every line, priced: the input of cartTotals and amountInPaise. */
  lines: PricedLine[];
  /** Sum of every line, rupees. */
  subtotal: number;
  /** True until all three carts have answered (or failed). */
  isLoading: boolean;
  /** True when at least one of the three loads failed. */
  failed: boolean;
  /** Refetches all three. */
  retry: () => void;
}

/**
 * The product, pharmacy and consultation carts as one (a failed load counts as empty).
 * @example const { lines, subtotal, isLoading, failed } = useMixedCart();
 */
export function useMixedCart(): MixedCart {
  const product = useCart();
  const pharmacy = usePharmacyCart();
  const bookings = useConsultationCart();
  const { mutate: retryProducts } = product;
  const { mutate: retryPharmacy } = pharmacy;
  const { mutate: retryBookings } = bookings;
  const retry = useCallback(() => {
    void retryProducts();
    void retryPharmacy();
    void retryBookings();
  }, [retryProducts, retryPharmacy, retryBookings]);
  const products = product.data;
  const packs = pharmacy.data;
  const booked = bookings.data;
  return useMemo(() => {
    const lines = mixedCartLines(products, packs, booked);
    return {
      products: products ?? [],
      pharmacy: packs ?? [],
      bookings: booked ?? [],
      lines,
      subtotal: subtotal(lines),
      isLoading: product.isLoading || pharmacy.isLoading || bookings.isLoading,
      failed: Boolean(product.error || pharmacy.error || bookings.error),
      retry,
    };
  }, [
    products,
    packs,
    booked,
    product.isLoading,
    pharmacy.isLoading,
    bookings.isLoading,
    product.error,
    pharmacy.error,
    bookings.error,
    retry,
  ]);
}
