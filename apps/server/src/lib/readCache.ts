/**
 * A per-instance cache of public catalogue reads (a product, its similar products), kept like the
 * catalogue's lists (ADR 003): an answer is served for `ttlMs`; once expired it is still served
 * while one load makes the next (single flight: an expiry never sends every waiting request to
 * the database); concurrent misses share one load; the oldest keys go beyond `maxEntries`. A
 * failed load is not kept. Only for answers that are the same for every visitor.
 */
export interface ReadCache<T> {
  get(key: string): Promise<T>;
  /** Drops every kept answer (after a write that changes them); loads under way still land. */
  clear(): void;
}

export function readCache<T>(options: {
  load: (key: string) => Promise<T>;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  onRefreshError?: (error: unknown) => void;
}): ReadCache<T> {
  const { load, ttlMs, maxEntries, now = Date.now, onRefreshError } = options;
  const kept = new Map<string, { at: number; value: T }>();
  const loading = new Map<string, Promise<T>>();

  const refresh = (key: string): Promise<T> => {
    const running = loading.get(key);
    if (running) return running;
    const next = load(key)
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
    get(key) {
      const hit = kept.get(key);
      if (!hit) return refresh(key);
      if (now() - hit.at >= ttlMs) refresh(key).catch((error: unknown) => onRefreshError?.(error));
      return Promise.resolve(hit.value);
    },
    clear: () => kept.clear(),
  };
}
