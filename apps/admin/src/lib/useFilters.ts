import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters and page, kept in the address: a reload, a shared link or Back shows the same
 * list. Changing a filter goes back to page 1.
 */
export function useFilters<const Keys extends readonly string[]>(keys: Keys) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const found: Partial<Record<Keys[number], string>> = {};
    for (const k of keys as readonly Keys[number][]) found[k] = params.get(k) ?? '';
    return found as Record<Keys[number], string>;
  }, [keys, params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setFilters = useCallback(
    (next: Partial<Record<Keys[number], string>>) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const [k, v] of Object.entries<string | undefined>(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        out.delete('page');
        return out;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (n: number) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (n > 1) out.set('page', String(n));
        else out.delete('page');
        return out;
      }),
    [setParams],
  );
  return { values, page, setFilters, setPage };
}
