import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from './storageKeys';

/** How many history entries keep their position (the oldest are forgotten). */
const MAX_KEPT = 50;
/** How long a page may take to grow tall enough for the position it is given back. */
const RESTORE_FOR_MS = 3000;

let positions: Map<string, number> | undefined;
function kept(): Map<string, number> {
  if (!positions) {
    try {
      const stored = window.sessionStorage.getItem(STORAGE_KEYS.scrollPositions);
      positions = new Map(stored ? (JSON.parse(stored) as [string, number][]) : []);
    } catch {
      positions = new Map();
    }
  }
  return positions;
}
function remember(key: string, y: number) {
  const map = kept();
  map.delete(key);
  map.set(key, y);
  while (map.size > MAX_KEPT) map.delete(map.keys().next().value!);
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.scrollPositions, JSON.stringify([...map]));
  } catch {
    // Without storage, positions last as long as the page.
  }
}

/**
 * Scroll positions across the site's navigations, as a browser keeps them across pages: Back and
 * Forward (and a reload) return to where the entry was left, once the page has grown tall
 * enough for it (the browser's own restoration runs before a page has rendered its content, so
 * the store came back at its top); a new page starts at the top; the same page with another
 * query (a filter, a sort) stays where it is. An address with a hash is useHashScroll's. What the
 * person does meanwhile (scrolls, taps, types) wins over a restoration still waiting.
 */
/**
 * Whether the page this code first sees came by reload or Back/Forward (then its kept position
 * counts), not by a link or a typed address that happens to reuse the first entry's key.
 */
let firstLook = true;
const cameBack = () =>
  ['reload', 'back_forward'].includes(
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.type ?? '',
  );

export default function ScrollMemory() {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);
  const restoring = useRef(false);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Where this entry is scrolled to, kept as it is scrolled (not while it is being restored).
  useLayoutEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      if (restoring.current) return;
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => remember(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    // The page this code found when it came (after hydration) stays where the visitor has it.
    const samePage = lastPath.current === null || lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    // A link or a replaced address makes an entry of a new key; Back and Forward return to one
    // whose position is kept.
    const revisit = firstLook ? cameBack() : kept().has(location.key);
    firstLook = false;
    if (location.hash) return undefined;
    const y = revisit ? kept().get(location.key) : undefined;
    if (!y) {
      if (!revisit && !samePage) window.scrollTo(0, 0);
      // Where it starts is kept too (this code may come after the page was scrolled).
      remember(location.key, window.scrollY);
      return undefined;
    }
    restoring.current = true;
    const deadline = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const finish = () => {
      restoring.current = false;
      window.cancelAnimationFrame(frame);
      for (const type of INTERACTIONS) window.removeEventListener(type, finish);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, finish, { passive: true });
    const attempt = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= y || performance.now() > deadline) {
        window.scrollTo(0, Math.min(y, room));
        finish();
      } else frame = window.requestAnimationFrame(attempt);
    };
    attempt();
    return finish;
  }, [location.key, location.pathname, location.hash]);

  return null;
}

/** What the person does that ends a restoration still waiting for the page to grow. */
const INTERACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
