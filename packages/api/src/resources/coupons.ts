import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type { ShippingType } from '../contract/constants';
import type { CouponQuote, CouponQuotePayload } from '../contract/coupons';
import { useOwner, type Owner } from './owner';

/** Keys of coupon quotes: the code, the shipping and the subtotal it was priced on, for whose cart. */
const couponKey = (owner: Owner, code: string, shippingType: ShippingType, subtotal: number) =>
  ['coupon', { code, shippingType, subtotal }, owner] as const;

/**
 * What a coupon code takes off the user's carts with this shipping (POST /product/coupon), priced
 * by the server; asked again when the shipping or the subtotal changes, so the discount shown is
 * the one the order gets. Skipped without a code. A refusal is an ApiError whose
 * `serverMessage` says why (COUPON_MESSAGES); it is not retried.
 * @example const { data: quote, error } = useCouponQuote(code, shippingType, totals.subtotal);
 */
export function useCouponQuote(
  code: string | null,
  shippingType: ShippingType,
  subtotal: number,
): SWRResponse<CouponQuote, ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<CouponQuote, ApiError, ReturnType<typeof couponKey> | null>(
    owner && code ? couponKey(owner, code, shippingType, subtotal) : null,
    async ([, { code: typed, shippingType: shipping }]) => {
      const body: CouponQuotePayload = { code: typed, shippingType: shipping };
      return (await client.post<CouponQuote>('/product/coupon', body)).data;
    },
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
}
