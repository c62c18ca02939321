import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';

export const cartKeys = { cart: ['cart'] as const };

export interface AddToCartPayload {
  productId: string;
  quantity: number;
}

/**
 * POST /product/cart; revalidates the cart afterwards.
 * @example const { trigger, isMutating } = useAddToCart(); await trigger({ productId, quantity: 1 });
 */
export function useAddToCart(): SWRMutationResponse<
  unknown,
  ApiError,
  typeof cartKeys.cart,
  AddToCartPayload
> {
  const client = useApiClient();
  return useSWRMutation(
    cartKeys.cart,
    async (_key: typeof cartKeys.cart, { arg }: { arg: AddToCartPayload }) => {
      const { data } = await client.post<unknown>('/product/cart', arg);
      return data;
    },
  );
}
