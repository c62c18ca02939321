import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.js';

/** Debian's Chromium, headless, with this machine's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * The page's console errors and uncaught exceptions from now on, each with the page's address.
 * An address that is no page answers 404 with the Not found page on purpose: Chromium's line
 * about that document's status is not an error of the page.
 */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() === 404)
      notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/status of 404/.test(message.text()) && notFoundDocuments.has(message.location().url))
      return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * Waits until React owns the element `selector` finds: a server-rendered page asks for its
 * JavaScript once painted, so before this its links and GET forms work as plain HTML and its
 * buttons' taps are held (apps/site/src/lib/earlyClicks.ts), as on a slow phone. React owns an element once the render that
 * hydrated it is committed, not when it has tagged it: the test reads React DOM's own fiber
 * fields as its getNearestMountedFiber does (test code only: a React upgrade that renumbers them
 * makes these journeys time out, never the site). Resolves to the page's
 * `performance.now()` when it found the element owned.
 */
export function waitForHydration(page: Page, selector: string): Promise<number> {
  return page
    .waitForFunction(
      (css) => {
        const element = document.querySelector(css);
        if (!element) return false;
        type Fiber = { alternate: Fiber | null; flags: number; return: Fiber | null; tag: number };
        const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
        if (!key) return false;
        const fiber = (element as unknown as Record<string, Fiber>)[key]!;
        let mounted: Fiber | null = fiber;
        let node = fiber;
        // Still new to the tree (no alternate): owned only if nothing up to the first fiber with
        // one is marked Placement or Hydrating.
        for (let up: Fiber | null = fiber; up && !up.alternate; up = node.return) {
          node = up;
          if (node.flags & (2 | 4096)) mounted = node.return;
        }
        while (node.return) node = node.return;
        // When it was found owned (the page's clock), as the answer.
        return node.tag === 3 && mounted === fiber && performance.now();
      },
      selector,
      { timeout: 20_000 },
    )
    .then((owned) => owned.jsonValue() as Promise<number>);
}
