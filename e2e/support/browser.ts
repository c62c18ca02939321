import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.js';

/** Debian's Chromium, headless, with this machine's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
