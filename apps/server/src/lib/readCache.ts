/** The Content-Type Fastify gives a JSON answer: an answer kept as its JSON text is sent with it. */
export const JSON_TYPE = 'application/json; charset=utf-8';

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
