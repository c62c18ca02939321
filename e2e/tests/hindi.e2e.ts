import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiJson, newBuyer } from '../support/api';
import { recordErrors, waitForHydration } from '../support/browser';
import { startsServerAndBrowser } from '../support/server';

const journey = startsServerAndBrowser();

const siteDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/site/dist');
/** Every page of the built site (its list of address patterns), Hindi ones under /hi. */
const sitePaths = (
  JSON.parse(readFileSync(path.join(siteDist, 'site-routes.json'), 'utf8')) as { paths: string[] }
).paths;

/**
 * Words that stay in Latin letters on a Hindi page, as Hindi readers write them: our brands,
 * the payment and document names people know, units, and the e-mail address.
 */
const KEPT = new Set(
  'Petverse Zib UPI OTP PDF PNG JPEG WebP GIF MB KB kg ID CEO CTO KCI IRDA BVSc AH Razorpay Instagram Facebook YouTube LinkedIn pdf jpg jpeg png webp gif'.split(
    ' ',
  ),
);

/**
 * The page's English left on a Hindi page: every text and every text an assistive technology
 * reads (aria-label, placeholder, alt, title) with a Latin word that is not kept, outside the
 * parts marked as another language (`lang="en"`: catalogue data such as a product's name).
 */
function englishOn(page: Page, kept: string[]): Promise<string[]> {
  return page.evaluate((keptWords) => {
    const keep = new Set(keptWords);
    const found = new Set<string>();
    const words = (text: string) =>
      // An e-mail address or a web address is written as it is in any language.
      (text.replace(/\S+@\S+|https?:\/\/\S*/g, '').match(/[A-Za-z][A-Za-z’']*/g) ?? []).map(
        (word) => word.replace(/[’']s?$/, ''),
      );
    // The data on the page (marked with its own language) may be quoted in a label or the title:
    // 'मेरा अकाउंट: Asha Verma', a product's name in its wishlist button's label.
    for (const element of document.body.querySelectorAll('[lang]:not([lang^="hi"])'))
      for (const word of words(element.textContent ?? '')) keep.add(word);
    const english = (text: string) => words(text).some((word) => !keep.has(word));
    const inHindi = (element: Element) => {
      const marked = element.closest('[lang]');
      return !marked || marked.getAttribute('lang')!.startsWith('hi');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.trim() ?? '';
      if (text && inHindi(parent) && english(text)) found.add(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [alt], [title]',
    )) {
      // What no one reads aloud (aria-hidden) is not checked.
      if (!inHindi(element) || element.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value && english(value)) found.add(`${name}="${value}"`);
      }
    }
    if (english(document.title)) found.add(`<title>${document.title}`);
    return [...found];
  }, kept);
}

describe('given a pet parent who reads Hindi', () => {
  it('shows every page in Hindi, with no English left outside the catalogue’s own data', async () => {
    const { server, browser } = journey;
    // Real ids for the addresses that name one.
    const { products } = await apiJson<{ products: Array<{ _id: string }> }>(
      server,
      'GET',
      '/product/search?q=dog',
    );
    const { doctors } = await apiJson<{ doctors: Array<{ _id: string }> }>(
      server,
      'GET',
      '/admin/getAllDoctors',
    );
    const buyer = await newBuyer(server, 'Asha Verma');
    const ids: Record<string, string> = {
      ':id': products[0]!._id,
      ':profileId': 'none',
    };
    const context = await browser.newContext({ locale: 'hi-IN' });
    await context.addInitScript((token) => {
      window.sessionStorage.setItem('videoPlayed', 'true');
      window.localStorage.setItem('token', token);
    }, buyer.token);
    const page = await context.newPage();
    const errors = recordErrors(page);
    const left: Record<string, string[]> = {};
    for (const pattern of sitePaths.filter((p) => p === '/hi' || p.startsWith('/hi/'))) {
      const address = pattern
        .replace('/vet-clinic/doctor/:id', `/vet-clinic/doctor/${doctors[0]!._id}`)
        .replace(/:\w+/g, (param) => ids[param] ?? '1');
      await page.goto(`${server.url}${address}`);
      await waitForHydration(page, '#root > *');
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang'), address).toBe('hi-IN');
      // The visitor's own name and address (newBuyer's) are theirs, quoted as they wrote them.
      const english = await englishOn(page, [
        ...KEPT,
        'Asha',
        'Verma',
        'Linking',
        'Road',
        'Mumbai',
      ]);
      if (english.length) left[address] = english;
    }
    await context.close();
    if (process.env.HINDI_REPORT)
      writeFileSync(process.env.HINDI_REPORT, JSON.stringify(left, null, 1));
    expect(left).toEqual({});
    expect(errors).toEqual([]);
  }, 600_000);
});
