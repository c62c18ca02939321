import { unstable_serialize, useSWRConfig, type Middleware, type SWRResponse } from 'swr';

/**
 * SWR's `keepPreviousData`, as a list or a page of results wants it: the previous key's data
 * stays shown while the next key loads (no flash of a loading state between two pages), but
 * never once the next key has failed. There SWR would go on returning the previous key's data
 * beside the new key's error, so a failed search showed the unfiltered list under the new
 * search's words ('Showing 1–16 of 406 products for "shampoo"'). Here `data` is then undefined
 * and `error` is the failure, as for a first load: the page shows its error and Retry. Data of
 * the key itself (a revalidation that failed) stays.
 *
 * Use it as `{ use: [keepPreviousWhileLoading] }` instead of `{ keepPreviousData: true }`.
 */
export const keepPreviousWhileLoading: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache } = useSWRConfig();
  const swr: SWRResponse = useSWRNext(key, fetcher, { ...config, keepPreviousData: true });
  // Read in the getter, so a render that never looks at `data` does not depend on it.
  const ownData = (): unknown => (key ? cache.get(unstable_serialize(key))?.data : undefined);
  return {
    get data(): unknown {
      const data: unknown = swr.data;
      return data !== undefined && swr.error && ownData() === undefined ? undefined : data;
    },
    get error(): unknown {
      return swr.error as unknown;
    },
    get isLoading() {
      return swr.isLoading;
    },
    get isValidating() {
      return swr.isValidating;
    },
    mutate: swr.mutate,
  } as SWRResponse;
};
