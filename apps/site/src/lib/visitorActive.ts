/**
 * Whether the visitor has started on the page: scrolled, tapped, clicked or typed. A
 * server-rendered page is readable long before its JavaScript runs (lib/afterPaint.ts), so what
 * appears later must not cover a page someone is already using: the first-visit intro is skipped
 * once the visitor is active.
 *
 * VISITOR_ACTIVE_SCRIPT (visitorActiveScript.ts, for the server's pages only) runs inline in a
 * server-rendered page's <head> (beside the early-clicks script, allowed by its hash) and marks
 * <html data-visitor-active> at the first sign, and goes on listening until then, so the mark
 * also tells of activity after hydration.
 */
export const SIGNS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

export const ATTRIBUTE = 'data-visitor-active';

/** Whether the visitor was active before this page's JavaScript ran. */
export const visitorWasActive = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(ATTRIBUTE);
