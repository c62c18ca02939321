/**
 * Answers kept in one instance with the version of the data they were made from (ADR 016): an
 * answer is given back only for the version it was made at, which the caller reads from the
 * database on every request, so a change made on any instance is seen at once. The least
 * recently used answers go first once their bodies pass `maxBytes` (UTF-16 code units, about
 * bytes for JSON).
 */
export interface VersionedAnswers {
  /** The answer kept for `key` at `version`, if any. */
  get(key: string, version: number): string | undefined;
  /** Keeps `body` as the answer for `key` at `version`, in place of any other. */
  set(key: string, version: number, body: string): void;
}

export function versionedAnswers(maxBytes: number): VersionedAnswers {
  const kept = new Map<string, { version: number; body: string }>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = kept.get(key);
    if (!old) return;
    bytes -= old.body.length;
    kept.delete(key);
  };
  return {
    get(key, version) {
      const hit = kept.get(key);
      if (!hit || hit.version !== version) return undefined;
      // Most recently used last, so the first key is the one to drop.
      kept.delete(key);
      kept.set(key, hit);
      return hit.body;
    },
    set(key, version, body) {
      drop(key);
      if (body.length > maxBytes) return;
      kept.set(key, { version, body });
      bytes += body.length;
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
