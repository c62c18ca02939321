import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Cache, type Key, type SWRConfiguration } from 'swr';
import { createApiClient, httpError, type ApiClient, type ApiClientOptions } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Each provider keeps its own cache, so two embeds (or two stories) never share data. Answers
 * the server already had start in it as settled data: shown at once (also while hydrating a
 * server-rendered page), then revalidated on mount like any cached answer.
 */
function swrOptionsWith(initialData: InitialData = []): SWRConfiguration {
  // `_k` is the key itself, which SWR keeps beside each entry for `mutate(filter)`.
  const entries = initialData.map(([key, data, failed]) => {
    const settled = failed ? { error: httpError(failed.status, failed.body) } : { data };
    return [
      unstable_serialize(key),
      { ...settled, isLoading: false, isValidating: false, _k: key },
    ] as const;
  });
  return {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    provider: () => new Map(entries) as Cache,
  };
}

/**
 * Answers already fetched: `[key, data]` pairs, each key as the hooks of this package make it, or
 * `[key, undefined, { status, body }]` for an answer with an error status (a product that is gone),
 * which the hook reports as its `ApiError`.
 */
export type InitialData = ReadonlyArray<
  | readonly [key: Key, data: unknown]
  | readonly [key: Key, data: undefined, failed: { status: number; body?: unknown }]
>;

export interface ApiProviderProps extends ApiClientOptions {
  /**
   * Reads the bearer token for each call. Without it no token is sent: the provider never reads
   * the host page's storage (our site passes `tokenStore.get`).
   */
  getToken?: () => string | null;
  /** A ready client (tests, stories); otherwise one is made from the options (and `axios`). */
  client?: ApiClient;
  /**
   * Answers already fetched, as `[key, data]` pairs (e.g. `[['product', id], product]`): a page
   * rendered on the server hands them over so the browser's first render shows what the HTML
   * shows. Read once, when the provider mounts.
   */
  initialData?: InitialData;
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
  initialData,
  children,
}: ApiProviderProps) {
  const [swrOptions] = useState(() => swrOptionsWith(initialData));
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
