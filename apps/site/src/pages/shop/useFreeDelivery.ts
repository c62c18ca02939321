import { useOffers } from '@petverse/api';

/**
 * The owner's free-delivery threshold in rupees (ADR 039), for the cart's totals: null when there
 * is none or it could not be read (the spec's prices; the server prices the order anyway), and
 * whether it is known yet (paying waits for it: the amount must be the server's).
 */
export function useFreeDelivery(): { freeFrom: number | null; known: boolean } {
  const { data, error } = useOffers();
  return { freeFrom: data?.freeDeliveryFrom ?? null, known: data !== undefined || !!error };
}
