import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClientOptions } from './client';
import { tokenStore } from './token';

const ApiContext = createContext<AxiosInstance | null>(null);

// Each provider keeps its own cache, so two embeds (or two stories) never share data.
const swrOptions = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  provider: () => new Map(),
};

export interface ApiProviderProps extends ApiClientOptions {
  /** A ready client (tests, partners); otherwise one is made from the options. */
  client?: AxiosInstance;
  children?: ReactNode;
}

/** Gives hooks their API client and SWR defaults; render once near the root. */
export function ApiProvider({
  client,
  baseURL,
  getToken = tokenStore.get,
  onUnauthorized,
  children,
}: ApiProviderProps) {
  const value = useMemo(
    () => client ?? createApiClient({ baseURL, getToken, onUnauthorized }),
    [client, baseURL, getToken, onUnauthorized],
  );
  return (
    <ApiContext.Provider value={value}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ApiContext.Provider>
  );
}

/** The API client of the nearest ApiProvider. */
export function useApiClient(): AxiosInstance {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}
