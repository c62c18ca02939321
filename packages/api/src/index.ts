export { ApiError, createApiClient, toApiError } from './client';
export { ApiProvider, useApiClient } from './ApiProvider';
export { TOKEN_KEY, tokenStore, userIdFromToken } from './token';
export { productKeys, useProducts, useProduct } from './resources/products';

export type { ApiClientOptions } from './client';
export type { ApiProviderProps } from './ApiProvider';
