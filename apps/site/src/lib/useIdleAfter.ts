import { useEffect, useState } from 'react';

/**
 * True once `ready` (the page has hydrated) and the browser has then been idle: when what no page
 * needs at first (search, scroll positions) may load without competing with the page itself.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready) return undefined;
    const start = () => setIdle(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(start, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(start);
    return () => window.cancelIdleCallback(handle);
  }, [ready]);
  return idle;
}
