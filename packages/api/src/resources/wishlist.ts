import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type {
  CartLine,
  CartResponse,
  WishlistEntry,
  WishlistProduct,
  WishlistResponse,
} from '../contract/shopping';
import { cartAfter, withWishlistProduct, withoutWishlistProduct, wishlistAfter } from './cartRules';
import { cartKeys, refetchAndThrow } from './cartKeys';
import { usePendingLines, type PendingLines } from './usePendingLines';
import { NOBODY, useOwner } from './owner';

/**
 * The wishlist (GET /product/wishlist), entries populated with the product; skipped without a token.
 * @example const { data: wishlist = [], error, isLoading, mutate } = useWishlist();
 */
export function useWishlist(): SWRResponse<WishlistEntry[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<WishlistEntry[], ApiError, ReturnType<typeof cartKeys.wishlist> | null>(
    owner ? cartKeys.wishlist(owner) : null,
    async () => {
      const { data } = await client.get<WishlistResponse>('/product/wishlist');
      return data.wishlist;
    },
  );
}

/** Optimistic wishlist changes with per-product pending state. */
export interface WishlistActions extends PendingLines {
  /** POST /product/wishlist; the heart fills at once. Resolves null if the product was busy. */
  add: (product: WishlistProduct) => Promise<string | null | undefined>;
  /** DELETE /product/wishlist/{productId}; the entry disappears at once. */
  remove: (productId: string) => Promise<string | null | undefined>;
  /**
   * Move to cart (spec §4): POST /product/cart with quantity 1, then DELETE from the wishlist;
   * the entry disappears at once. On either failure both lists are refetched.
   */
  moveToCart: (productId: string) => Promise<string | null | undefined>;
}

/**
 * Adds, removes and moves wishlist products at once (the OPTIMISTIC CHANGES pattern of cart.ts).
 * @example const { add, remove, moveToCart, isPending } = useWishlistActions(); await moveToCart(id);
 */
export function useWishlistActions(): WishlistActions {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const lines = usePendingLines();
  const { run } = lines;

  const add = useCallback(
    (product: WishlistProduct) =>
      run(product._id, async () => {
        try {
          const response = await mutate<WishlistEntry[], WishlistResponse>(
            cartKeys.wishlist(owner),
            client
              .post<WishlistResponse>('/product/wishlist', { productId: product._id })
              .then((r) => r.data),
            {
              optimisticData: (current) => withWishlistProduct(current, product),
              rollbackOnError: true,
              populateCache: (result, current) => wishlistAfter(result, current),
              revalidate: false,
            },
          );
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.wishlist(owner)], error);
        }
      }),
    [client, mutate, owner, run],
  );

  const removeNow = useCallback(
    (productId: string, request: Promise<WishlistResponse>) =>
      mutate<WishlistEntry[], WishlistResponse>(cartKeys.wishlist(owner), request, {
        optimisticData: (current) => withoutWishlistProduct(current, productId),
        rollbackOnError: true,
        populateCache: (result, current) => wishlistAfter(result, current, productId),
        revalidate: false,
      }),
    [mutate, owner],
  );

  const deleteRequest = useCallback(
    (productId: string) =>
      client
        .delete<WishlistResponse>(`/product/wishlist/${encodeURIComponent(productId)}`)
        .then((r) => r.data),
    [client],
  );

  const remove = useCallback(
    (productId: string) =>
      run(productId, async () => {
        try {
          const response = await removeNow(productId, deleteRequest(productId));
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.wishlist(owner)], error);
        }
      }),
    [deleteRequest, mutate, owner, removeNow, run],
  );

  const moveToCart = useCallback(
    (productId: string) =>
      run(productId, async () => {
        try {
          const both = (async () => {
            const { data: added } = await client.post<CartResponse>('/product/cart', {
              productId,
              quantity: 1,
            });
            await mutate<CartLine[]>(cartKeys.cart(owner), (current) => cartAfter(added, current), {
              revalidate: false,
            });
            return deleteRequest(productId);
          })();
          const response = await removeNow(productId, both);
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.wishlist(owner), cartKeys.cart(owner)], error);
        }
      }),
    [client, deleteRequest, mutate, owner, removeNow, run],
  );

  return { ...lines, add, remove, moveToCart };
}
