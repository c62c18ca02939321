import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The Content-Type Fastify gives a JSON answer: an answer kept as its JSON text is sent with it. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer kept as sent: its JSON, a weak validator of it (the same for every encoding), and its
 * brotli and gzip forms, each made the first time a browser asks for it and then kept with it,
 * so that an answer served many times is compressed once, not once per request.
 */
export interface KeptAnswer {
  etag: string;
  json: Buffer;
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

/**
 * `body` as a kept answer. `best`: the slowest, smallest compression (a list rebuilt every few
 * seconds and read by every visitor); `quick`: the levels app.ts gives answers made on request.
 */
export function keptAnswer(body: unknown, compression: 'best' | 'quick'): KeptAnswer {
  const json = Buffer.from(JSON.stringify(body));
  const best = compression === 'best';
  const forms: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
    json,
    encoded: (encoding) =>
      (forms[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: best ? 9 : 4 } })
          : gzipSync(json, { level: best ? 9 : 6 })),
  };
}

/** Below this an answer is sent as it is (app.ts's threshold for every answer). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends a kept answer in the encoding the request prefers (brotli, gzip or none), with its
 * validator; the route sets its own Cache-Control.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  void reply.type(JSON_TYPE).header('ETag', answer.etag);
  if (answer.json.length < COMPRESS_FROM_BYTES) return reply.send(answer.json);
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), [
    'br',
    'gzip',
    'identity',
  ]);
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('Content-Encoding', encoding).send(answer.encoded(encoding));
  return reply.send(answer.json);
}

/**
 * How long an answer that is the same for every visitor (a product, a list, a rendered page) is
 * kept by an instance, and how long past that it is still sent while one load makes the next.
 * Another instance's change (a price, a stock level, a rating) is therefore seen within
 * SHARED_TTL_MS + SHARED_STALE_MS (plus one load) of it, however long this instance sat idle; a
 * page rendered from kept answers within twice that.
 */
export const SHARED_TTL_MS = 5_000;
export const SHARED_STALE_MS = 5_000;

/**
 * A per-instance cache of answers that are the same for every visitor (the catalogue's lists, a
 * product, its similar products, a page rendered on request), kept as ADR 003 says: an answer is
 * served for `ttlMs`; once expired it is still served, for up to `staleMs` more, while one load
 * makes the next (single flight: an expiry never sends every waiting request to the database);
 * concurrent misses share one load; the oldest keys go beyond `maxEntries`. A failed load is not
 * kept, and an expired answer stays until a load succeeds.
 */
export interface ReadCache<T, A = void> {
  /** The answer for a key; `arg` goes to the load when one is needed. */
  get(key: string, arg: A): Promise<T>;
  /** Drops every kept answer (after a write that changes them); loads under way still land. */
  clear(): void;
  /** Resolves once the loads under way have ended (a server closing waits for them). */
  idle(): Promise<void>;
}

export function readCache<T, A = void>(options: {
  load: (key: string, arg: A) => Promise<T>;
  ttlMs: number;
  /** How long past `ttlMs` an answer is still sent while its reload runs; older, callers wait. */
  staleMs: number;
  maxEntries: number;
  now?: () => number;
  onRefreshError?: (error: unknown) => void;
}): ReadCache<T, A> {
  const { load, ttlMs, staleMs, maxEntries, now = Date.now, onRefreshError } = options;
  const kept = new Map<string, { at: number; value: T }>();
  const loading = new Map<string, Promise<T>>();

  const refresh = (key: string, arg: A): Promise<T> => {
    const running = loading.get(key);
    if (running) return running;
    const next = load(key, arg)
      .then((value) => {
        kept.delete(key);
        kept.set(key, { at: now(), value });
        for (const oldest of kept.keys()) {
          if (kept.size <= maxEntries) break;
          kept.delete(oldest);
        }
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, next);
    return next;
  };

  return {
    get(key, arg) {
      const hit = kept.get(key);
      const age = hit ? now() - hit.at : Infinity;
      if (age >= ttlMs + staleMs) return refresh(key, arg);
      if (age >= ttlMs) refresh(key, arg).catch((error: unknown) => onRefreshError?.(error));
      return Promise.resolve(hit!.value);
    },
    clear: () => kept.clear(),
    idle: async () => void (await Promise.allSettled([...loading.values()])),
  };
}
