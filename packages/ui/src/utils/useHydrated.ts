import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
/** Which snapshot React asked for last: it asks for the server's only on the server and while hydrating. */
let askedForServerSnapshot = false;
const clientSnapshot = () => ((askedForServerSnapshot = false), 0);
const serverSnapshot = () => ((askedForServerSnapshot = true), 0);

/**
 * False on the server and while React hydrates server-rendered HTML, true from a render soon
 * after; true at once when the component mounts in the browser only (a later route, a page
 * rendered in the browser). What reads browser-only state (storage, the session, the clock)
 * renders the server's version until this is true, so hydration matches the HTML, then switches.
 *
 * Whether a mount is a hydration is told by React itself: it asks a store for its server snapshot
 * only on the server and while hydrating. The store's two snapshots are the same, so React never
 * re-renders for it; the switch is a state update made as a transition, so React renders what
 * changes in slices a phone can interleave with taps (a store whose snapshots differ would be
 * re-rendered at once, in one long task: a whole form on a registration page).
 */
export function useHydrated(): boolean {
  useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const [hydrated, setHydrated] = useState(() => !askedForServerSnapshot);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
