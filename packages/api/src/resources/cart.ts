import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type { AddToCartPayload, CartLine, CartResponse } from '../contract/shopping';
import { cartAfter, withQuantity, withoutProduct } from './cartRules';
import { usePendingLines, type PendingLines } from './usePendingLines';
import { NOBODY, useOwner } from './owner';

import { cartKeys, refetchAndThrow } from './cartKeys';
/*
 * OPTIMISTIC CHANGES (spec §4), the one pattern every cart and wishlist action follows:
 *
 *   await mutate(key, callTheServer(), {
 *     optimisticData: (current) => edit(current),   // the line updates or disappears at once
 *     rollbackOnError: true,                        // a failure puts the old list back…
 *     populateCache: (response, current) => listAfter(response, current),  // the server's list wins
 *     revalidate: false,                            // the response already is the new list
 *   });
 *
 * Around it, `usePendingLines().run(id, …)` marks the line pending (its controls are blocked,
 * `pending` tells the page) and ignores a repeat action on that line while its call runs
 * (it resolves with null). On failure the hook refetches the list (`mutate(key)`) and rejects
 * with the ApiError: toasts are the caller's, so each screen words them as spec §8 says.
 * Successful actions resolve with the server's message.
 */

/**
 * The product cart (GET /product/cart); skipped without a token.
 * @example const { data: cart = [], error, isLoading } = useCart();
 */
export function useCart(): SWRResponse<CartLine[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<CartLine[], ApiError, ReturnType<typeof cartKeys.cart> | null>(
    owner ? cartKeys.cart(owner) : null,
    async () => {
      const { data } = await client.get<CartResponse>('/product/cart');
      return data.cart;
    },
  );
}

export type { AddToCartPayload };

/**
 * POST /product/cart; the cached cart becomes the response's cart.
 * @example const { trigger, isMutating } = useAddToCart(); await trigger({ productId, quantity: 1 });
 */
export function useAddToCart(): SWRMutationResponse<
  CartResponse,
  ApiError,
  ReturnType<typeof cartKeys.cart>,
  AddToCartPayload
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  return useSWRMutation<
    CartResponse,
    ApiError,
    ReturnType<typeof cartKeys.cart>,
    AddToCartPayload,
    CartLine[]
  >(
    cartKeys.cart(owner),
    async (_key, { arg }) => {
      const { data } = await client.post<CartResponse>('/product/cart', arg);
      return data;
    },
    { populateCache: (response, current) => cartAfter(response, current), revalidate: false },
  );
}

/** Optimistic product-cart changes with per-line pending state. */
export interface CartActions extends PendingLines {
  /** PUT /product/cart/{productId}; resolves with the message, or null if the line was busy. */
  updateQuantity: (productId: string, quantity: number) => Promise<string | null | undefined>;
  /** DELETE /product/cart/{productId}; resolves with the message, or null if the line was busy. */
  remove: (productId: string) => Promise<string | null | undefined>;
}

/**
 * Quantity changes and removals of product lines, applied at once (see OPTIMISTIC CHANGES).
 * @example const { updateQuantity, remove, isPending } = useCartActions(); await updateQuantity(id, 2);
 */
export function useCartActions(): CartActions {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const lines = usePendingLines();
  const { run } = lines;

  const updateQuantity = useCallback(
    (productId: string, quantity: number) =>
      run(productId, async () => {
        try {
          const response = await mutate<CartLine[], CartResponse>(
            cartKeys.cart(owner),
            client
              .put<CartResponse>(`/product/cart/${encodeURIComponent(productId)}`, { quantity })
              .then((r) => r.data),
            {
              optimisticData: (current) => withQuantity(current, productId, quantity),
              rollbackOnError: true,
              populateCache: (response, current) => cartAfter(response, current),
              revalidate: false,
            },
          );
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.cart(owner)], error);
        }
      }),
    [client, mutate, owner, run],
  );

  const remove = useCallback(
    (productId: string) =>
      run(productId, async () => {
        try {
          const response = await mutate<CartLine[], CartResponse>(
            cartKeys.cart(owner),
            client
              .delete<CartResponse>(`/product/cart/${encodeURIComponent(productId)}`)
              .then((r) => r.data),
            {
              optimisticData: (current) => withoutProduct(current, productId),
              rollbackOnError: true,
              populateCache: (response, current) => cartAfter(response, current, productId),
              revalidate: false,
            },
          );
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.cart(owner)], error);
        }
      }),
    [client, mutate, owner, run],
  );

  return { ...lines, updateQuantity, remove };
}
