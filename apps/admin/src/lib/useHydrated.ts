import { useSyncExternalStore } from 'react';

const nothing = () => () => undefined;

/** False while rendering on the server and hydrating its HTML, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothing,
    () => true,
    () => false,
  );
}
