import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type { BoughtBefore, BoughtBeforeResponse, BuyAgainResponse } from '../contract/shopping';
import { cartKeys } from './cartKeys';
import { NOBODY, useOwner, type Owner } from './owner';

/** The key of a pet parent's 'Buy again' list. */
const boughtBeforeKey = (owner: Owner) => ['bought-before', owner] as const;

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
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<BoughtBefore[], ApiError, ReturnType<typeof boughtBeforeKey> | null>(
    owner ? boughtBeforeKey(owner) : null,
    async () => (await client.get<BoughtBeforeResponse>('/product/buy-again')).data.products,
  );
}
