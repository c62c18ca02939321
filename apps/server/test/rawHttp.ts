import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add Accept-Encoding and decode for us). */
export function rawRequest(
  base: string,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as sent before compression (brotli, gzip or none, as Content-Encoding says). */
export const decodeBody = (res: Pick<RawResponse, 'headers' | 'body'>): string =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.body).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.body).toString()
      : res.body.toString();
