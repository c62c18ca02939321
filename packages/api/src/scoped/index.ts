import type { Atom } from 'jotai';
import { useAtomValue } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiClient, ApiError } from '../client';

/*
 * Reads and changes of an app with a session of its own (the back office, the provider portal):
 * every SWR key starts with the app's scope, so signing out forgets them all, and a change
 * refreshes the reads of the areas it touches.
 */

type Params = Record<string, string | number | boolean | undefined>;

/** A query without the empty values a form leaves (so `?q=` is not sent). */
const compact = (params: object): Params =>
  Object.fromEntries(
    Object.entries(params as Params).filter(([, v]) => v !== undefined && v !== ''),
  );

/** A read of `path` in `scope`, skipped while signed out (no token) or when `path` is null. */
export function useScopedRead<T>(
  scope: string,
  token: Atom<string | null>,
  area: string,
  path: string | null,
  params: object = {},
): SWRResponse<T, ApiError> {
  const client = useApiClient();
  const signedIn = useAtomValue(token);
  const query = compact(params);
  return useSWR<T, ApiError, readonly [string, string, string, Params] | null>(
    signedIn && path ? ([scope, area, path, query] as const) : null,
    async ([, , url, q]) => (await client.get<T>(url, { params: q })).data,
    { keepPreviousData: true },
  );
}

/** A change in `scope`; once it answers, every read of the areas it touches is refreshed. */
export function useScopedChange<Arg, Result>(
  scope: string,
  name: string,
  areas: readonly string[],
  send: (client: ApiClient, arg: Arg) => Promise<Result>,
): SWRMutationResponse<Result, ApiError, readonly [string, string], Arg> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation([scope, name] as const, async (_key, { arg }: { arg: Arg }) => {
    const result = await send(client, arg);
    await mutate((key) => Array.isArray(key) && key[0] === scope && areas.includes(String(key[1])));
    return result;
  });
}
