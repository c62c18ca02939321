import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates prerendered HTML, true from the render after;
 * true at once when the page is rendered in the browser only. What reads browser-only state
 * (storage, the session, the clock) renders the server's version until this is true, so
 * hydration matches the HTML, then switches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
