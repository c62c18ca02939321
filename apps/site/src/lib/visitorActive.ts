/**
 * Whether the visitor has started on the page: scrolled, tapped, clicked or typed. A
 * server-rendered page is readable long before its JavaScript runs (lib/afterPaint.ts), so what
 * appears later must not cover a page someone is already using: the first-visit intro is skipped
 * once the visitor is active.
 *
 * VISITOR_ACTIVE_SCRIPT runs inline in a server-rendered page's <head> (beside the early-clicks
 * script, allowed by its hash) and marks <html data-visitor-active> at the first sign; after
 * hydration `onVisitorActive` listens for the same signs.
 */
const SIGNS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

const ATTRIBUTE = 'data-visitor-active';

export const VISITOR_ACTIVE_SCRIPT =
  `(function(){var s=${JSON.stringify(SIGNS)};function a(){document.documentElement.setAttribute('${ATTRIBUTE}','');` +
  's.forEach(function(t){removeEventListener(t,a,true)})}' +
  's.forEach(function(t){addEventListener(t,a,{capture:true,passive:true})})})()';

/** Whether the visitor was active before this page's JavaScript ran. */
export const visitorWasActive = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(ATTRIBUTE);

/** Calls `then` at the visitor's first sign of activity from now on; returns the unsubscribe. */
export function onVisitorActive(then: () => void): () => void {
  const stop = () => SIGNS.forEach((type) => window.removeEventListener(type, fire, true));
  function fire() {
    stop();
    then();
  }
  SIGNS.forEach((type) => window.addEventListener(type, fire, { capture: true, passive: true }));
  return stop;
}
