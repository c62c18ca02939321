export { ApiError, createApiClient, toApiError } from './client';
export { ApiProvider, useApiClient } from './ApiProvider';
export { TOKEN_KEY, tokenStore, userIdFromToken } from './token';
export { productKeys, useProducts, useProduct } from './resources/products';
export { cartKeys, useAddToCart } from './resources/cart';

export type { ApiClientOptions } from './client';
export type { ApiProviderProps } from './ApiProvider';
export type { AddToCartPayload } from './resources/cart';
