import useSWR, { type SWRResponse } from 'swr';
import { PRODUCT_STORE } from '../contract/constants';
import type { Product, ProductListResponse, ProductResponse } from '../contract/types';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';

export const productKeys = {
  list: (store: string = PRODUCT_STORE) => ['products', { store }] as const,
  detail: (id: string) => ['product', id] as const,
};

/**
 * The store's products; `null` skips fetching.
 * @example const { data: products, error, isLoading, mutate } = useProducts();
 */
export function useProducts(
  store: string | null = PRODUCT_STORE,
): SWRResponse<Product[], ApiError> {
  const client = useApiClient();
  return useSWR<Product[], ApiError, ReturnType<typeof productKeys.list> | null>(
    store === null ? null : productKeys.list(store),
    async ([, query]) => {
      const { data } = await client.get<ProductListResponse>('/product/getall-product', {
        params: query,
      });
      return data.products;
    },
  );
}

/**
 * One product by id; `null` skips fetching.
 * @example const { data: product, error } = useProduct(id);
 */
export function useProduct(id: string | null | undefined): SWRResponse<Product, ApiError> {
  const client = useApiClient();
  return useSWR<Product, ApiError, ReturnType<typeof productKeys.detail> | null>(
    id ? productKeys.detail(id) : null,
    async ([, productId]) => {
      const { data } = await client.get<ProductResponse>(
        `/product/get-productById/${encodeURIComponent(productId)}`,
      );
      return data.product;
    },
  );
}
