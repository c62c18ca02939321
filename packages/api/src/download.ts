import type { ApiResponse } from './client';

/** The file name a download's `Content-Disposition` gives, or `fallback`. */
const fileNameOf = (response: ApiResponse<Blob>, fallback: string) => {
  const disposition = response.headers['content-disposition'];
  return (
    (typeof disposition === 'string' && /filename="([^"]+)"/.exec(disposition)?.[1]) || fallback
  );
};

/**
 * Saves a file the API answered (asked for with `responseType: 'blob'` and the session's token,
 * which a plain link cannot carry) as the browser saves a link's download.
 */
export function saveDownload(response: ApiResponse<Blob>, fallback: string): void {
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallback);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL can go after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
