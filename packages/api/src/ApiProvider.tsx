import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

const ApiContext = createContext<ApiClient | null>(null);

// Each provider keeps its own cache, so two embeds (or two stories) never share data.
const swrOptions = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  provider: () => new Map(),
};

export interface ApiProviderProps extends ApiClientOptions {
  /**
   * Reads the bearer token for each call. Without it no token is sent: the provider never reads
   * the host page's storage (our site passes `tokenStore.get`).
   */
  getToken?: () => string | null;
  /** A ready client (tests, stories); otherwise one is made from the options (and `axios`). */
  client?: ApiClient;
  children?: ReactNode;
}

/** Gives hooks their API client (one axios instance, loaded on the first call) and SWR defaults; render once near the root. */
export function ApiProvider({
  client,
  baseURL,
  getToken,
  onUnauthorized,
  axios,
  fetch,
  timeout,
  children,
}: ApiProviderProps) {
  const value = useMemo(
    () => client ?? createApiClient({ baseURL, getToken, onUnauthorized, axios, fetch, timeout }),
    [client, baseURL, getToken, onUnauthorized, axios, fetch, timeout],
  );
  return (
    <ApiContext.Provider value={value}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ApiContext.Provider>
  );
}

/** The API client of the nearest ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}
