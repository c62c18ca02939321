/**
 * Clicks on a prerendered page before React has taken it over.
 *
 * A prerendered page shows its buttons (Join Now, a form's Close) before its JavaScript has
 * arrived; on a slow phone a tap in that gap would do nothing. EARLY_CLICKS_SCRIPT runs inline in
 * the page's <head> (scripts/prerender.mjs puts it there; the server allows it by its hash): it
 * holds each button click (links still navigate as links do) and hands them over once.
 * replayEarlyClicks, called when the root has hydrated, clicks each held button again as soon as
 * React owns it, so the tap does what it would have done.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[],d=document;function c(e){var t=e.target,b=t&&t.closest&&' +
  't.closest(\'button,[role="button"]\');if(!b||b.disabled)return;e.preventDefault();' +
  'e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}d.addEventListener("click",c,true);' +
  'window.__petverseEarlyClicks=function(){d.removeEventListener("click",c,true);' +
  'return q.splice(0)}})()';

declare global {
  interface Window {
    /** Set by EARLY_CLICKS_SCRIPT: stops holding clicks and returns those held. */
    __petverseEarlyClicks?: () => HTMLElement[];
  }
}

/** How long a held click waits for its part of the page to hydrate before it is dropped. */
const WAIT_MS = 10_000;

/** True once React has hydrated the element (its boundary may hydrate after the root's). */
const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Replays the clicks held before hydration, each once React owns its button. */
export function replayEarlyClicks(): void {
  const held = window.__petverseEarlyClicks?.() ?? [];
  if (!held.length) return;
  const started = performance.now();
  const tick = () => {
    for (const button of held.splice(0)) {
      if (!button.isConnected) continue;
      if (ownedByReact(button)) button.click();
      else held.push(button);
    }
    if (held.length && performance.now() - started < WAIT_MS) requestAnimationFrame(tick);
  };
  tick();
}
