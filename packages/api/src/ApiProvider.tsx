import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  SWRConfig,
  unstable_serialize,
  type Cache,
  type Key,
  type Middleware,
  type SWRConfiguration,
} from 'swr';
import { createApiClient, httpError, type ApiClient, type ApiClientOptions } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * An answer handed over by the server is as new as the page it came in: the hook that first
 * shows it does not ask for it again as it mounts (SWR asks again for any cached answer it
 * mounts with). On a phone that request came in the middle of hydration, with the API client's
 * first load, its parse and a second render: a 100 ms task for an answer a few seconds old. Once
 * shown, the key is like any other: the next mount, a mutation or a retry asks the server.
 */
const shownFirstAsHandedOver =
  (handedOver: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const id = key ? unstable_serialize(key) : '';
    const fresh = handedOver.has(id);
    useEffect(() => {
      handedOver.delete(id);
    }, [id]);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };

/**
 * Each provider keeps its own cache, so two embeds (or two stories) never share data. Answers
 * the server already had start in it as settled data: shown at once (also while hydrating a
 * server-rendered page), and not asked for again by the render that first shows them.
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
    use: entries.length ? [shownFirstAsHandedOver(new Set(entries.map(([id]) => id)))] : [],
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
