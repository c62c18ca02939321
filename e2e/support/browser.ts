import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.js';

/** Debian's Chromium, headless, with this machine's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** The page's console errors and uncaught exceptions from now on, each with the page's address. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * Waits until React owns the element `selector` finds: a server-rendered page asks for its
 * JavaScript once painted, so before this its links are plain links and its buttons' taps are
 * held (apps/site/src/lib/earlyClicks.ts), as on a slow phone.
 */
export function waitForHydration(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 20_000 },
  );
}
