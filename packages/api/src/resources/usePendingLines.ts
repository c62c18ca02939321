import { useCallback, useRef, useState } from 'react';

/** Per-line in-flight state of a list's optimistic changes. */
export interface PendingLines {
  /** Ids of the lines whose call is running. */
  pending: ReadonlySet<string>;
  /** Whether this line's call is running (its controls should be blocked). */
  isPending: (id: string) => boolean;
}

/**
 * Runs one call per line at a time: a repeat action on a line whose call is still running is
 * ignored (resolves with `null`), as spec §4 says. The ref makes the check synchronous, so two
 * clicks in the same frame cannot both start.
 */
export function usePendingLines() {
  const running = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(async <T>(id: string, task: () => Promise<T>): Promise<T | null> => {
    if (running.current.has(id)) return null;
    running.current.add(id);
    setPending(new Set(running.current));
    try {
      return await task();
    } finally {
      running.current.delete(id);
      setPending(new Set(running.current));
    }
  }, []);

  const isPending = useCallback((id: string) => pending.has(id), [pending]);
  return { pending, isPending, run };
}
