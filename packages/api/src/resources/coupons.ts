import { useAtomValue } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type { ShippingType } from '../contract/constants';
import type { CouponQuote, CouponQuotePayload } from '../contract/coupons';
import type { BoughtBefore, BoughtBeforeResponse, BuyAgainResponse } from '../contract/shopping';
import { tokenAtom } from '../auth/atoms';
import { cartKeys } from './cartKeys';
import { NOBODY, useOwner } from './owner';

/** Keys of coupon quotes: the code, the shipping and the subtotal it was priced on. */
const couponKey = (code: string, shippingType: ShippingType, subtotal: number) =>
  ['coupon', { code, shippingType, subtotal }] as const;

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
  const client = useApiClient();
  return useSWR<CouponQuote, ApiError, ReturnType<typeof couponKey> | null>(
    code ? couponKey(code, shippingType, subtotal) : null,
    async ([, { code: typed, shippingType: shipping }]) => {
      const body: CouponQuotePayload = { code: typed, shippingType: shipping };
      return (await client.post<CouponQuote>('/product/coupon', body)).data;
    },
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
}

/**
 * 'Buy again' (POST /product/orders/{id}/buy-again): the order's products that are in stock go
 * back in the cart, which the cache then holds; the answer names the lines left out and why.
 * @example const { trigger, isMutating } = useBuyAgain(); const { message, leftOut } = await trigger(order._id);
 */
export function useBuyAgain(): SWRMutationResponse<
  BuyAgainResponse,
  ApiError,
  readonly ['buy-again'],
  string
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['buy-again'] as const,
    async (_key: readonly ['buy-again'], { arg: id }: { arg: string }) => {
      const { data } = await client.post<BuyAgainResponse>(
        `/product/orders/${encodeURIComponent(id)}/buy-again`,
      );
      await mutate(cartKeys.cart(owner), data.cart, { revalidate: false });
      return data;
    },
  );
}

/**
 * The 'Buy again' list (GET /product/buy-again): the products of the user's orders that are still
 * sold, the last ordered first, with today's price and stock. Skipped without a session.
 * @example const { data: products } = useBoughtBefore();
 */
export function useBoughtBefore(): SWRResponse<BoughtBefore[], ApiError> {
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  return useSWR<BoughtBefore[], ApiError, readonly ['bought-before'] | null>(
    token ? (['bought-before'] as const) : null,
    async () => (await client.get<BoughtBeforeResponse>('/product/buy-again')).data.products,
  );
}
