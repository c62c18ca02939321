import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { PRODUCT_STORE } from '../contract/constants';
import type { Product, ProductListResponse, ProductResponse } from '../contract/types';
import type {
  ProductSearchQuery,
  ProductSearchResponse,
  SimilarProductsResponse,
} from '../contract/catalogue';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import { keepPreviousWhileLoading } from './keepPrevious';

export const productKeys = {
  list: (store: string = PRODUCT_STORE) => ['products', { store }] as const,
  detail: (id: string) => ['product', id] as const,
  search: (query: ProductSearchQuery) => ['products', 'search', query] as const,
  similar: (id: string) => ['product', id, 'similar'] as const,
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
 * One product by id, with how many written reviews it has (`reviewCount`); `null` skips fetching.
 * @example const { data: product, error } = useProduct(id);
 */
export function useProduct(
  id: string | null | undefined,
): SWRResponse<ProductResponse['product'], ApiError> {
  const client = useApiClient();
  return useSWR<ProductResponse['product'], ApiError, ReturnType<typeof productKeys.detail> | null>(
    id ? productKeys.detail(id) : null,
    async ([, productId]) => {
      const { data } = await client.get<ProductResponse>(
        `/product/get-productById/${encodeURIComponent(productId)}`,
      );
      return data.product;
    },
  );
}

/**
 * The product read of another size of the same product, made from this one's (ADR 026): its id,
 * price, MRP, stock and picture; null when `variantId` is not one of its sizes.
 */
export function withVariant(
  product: ProductResponse['product'],
  variantId: string,
): ProductResponse['product'] | null {
  const v = product.variants.find((x) => x._id === variantId);
  if (!v) return null;
  return {
    ...product,
    _id: v._id,
    variantLabel: v.label,
    price: v.price,
    mrp: v.mrp,
    stock: v.stock,
    imageUrl: v.imageUrl,
    images: [v.imageUrl],
  };
}

/**
 * Choosing a size on a product's page (ADR 026): the chosen size's read is there at once, made
 * from the product's (the server's own answer follows), so the page changes without a loading
 * state. Call it before the page moves to the size's address.
 * @example const chooseSize = useChooseVariant(); chooseSize(product, id); navigate(…);
 */
export function useChooseVariant(): (
  product: ProductResponse['product'],
  variantId: string,
) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (product, variantId) => {
      const next = withVariant(product, variantId);
      if (!next) return;
      void mutate<ProductResponse['product']>(
        productKeys.detail(variantId),
        (current) => current ?? next,
        { revalidate: false },
      );
    },
    [mutate],
  );
}

/** The search parameters as they travel: empty ones dropped, so equal searches share a key. */
export function searchParamsOf(query: ProductSearchQuery): ProductSearchQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/**
 * One page of a catalogue search with its facets (GET /product/search); `null` skips fetching.
 * The previous page stays shown while the next one loads.
 * @example const { data } = useProductSearch({ q: 'puppy food', species: 'dog', page: 2 });
 */
export function useProductSearch(
  query: ProductSearchQuery | null,
): SWRResponse<ProductSearchResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ProductSearchResponse, ApiError, ReturnType<typeof productKeys.search> | null>(
    query === null ? null : productKeys.search(searchParamsOf(query)),
    async ([, , params]) => {
      const { data } = await client.get<ProductSearchResponse>('/product/search', {
        params: { ...params },
      });
      return data;
    },
    { use: [keepPreviousWhileLoading] },
  );
}

/**
 * Up to three products like this one, from the server (GET /product/similar/{id}).
 * @example const { data: similar = [] } = useSimilarProducts(product._id);
 */
export function useSimilarProducts(
  id: string | null | undefined,
): SWRResponse<Product[], ApiError> {
  const client = useApiClient();
  return useSWR<Product[], ApiError, ReturnType<typeof productKeys.similar> | null>(
    id ? productKeys.similar(id) : null,
    async ([, productId]) => {
      const { data } = await client.get<SimilarProductsResponse>(
        `/product/similar/${encodeURIComponent(productId)}`,
      );
      return data.products;
    },
  );
}
