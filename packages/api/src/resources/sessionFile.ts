import useSWR from 'swr';
import type { ApiError } from '../client';
import { toApiError } from '../client';
import { useApiClient } from '../ApiProvider';

/** Object URLs made for fetched files, one per Blob, kept as long as SWR keeps the Blob. */
const objectUrls = new WeakMap<Blob, string>();
const objectUrlOf = (blob: Blob) => {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
};

/**
 * A file the API serves only to a session (a prescription, a consultation's photo: health data,
 * never at a public address), fetched with the app's client and `session`'s token, as an object
 * URL an `<img>` or a link can use; null while it loads, without a session, or when it cannot be
 * fetched (`error` then says why). A data: or blob: URL (a fixture, a file just picked) is
 * shown as it is.
 */
export function useSessionFile(
  path: string | null | undefined,
  session: string | null,
): { url: string | null; error: ApiError | undefined } {
  const client = useApiClient();
  const local = path != null && /^(data|blob):/.test(path);
  const { data, error } = useSWR<Blob, ApiError>(
    session && path && !local ? ['session-file', path, session] : null,
    async () => {
      try {
        const { data: blob } = await client.get<Blob>(path!.replace(/^\/api(?=\/)/, ''), {
          responseType: 'blob',
        });
        return blob;
      } catch (failure) {
        throw toApiError(failure);
      }
    },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  return { url: local ? path : data ? objectUrlOf(data) : null, error };
}
