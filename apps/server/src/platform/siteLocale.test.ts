import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, decideLocale, preferredLocale } from './siteLocale';
import { startSiteServer } from '../../test/fixtures';
import type { TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startSiteServer({
    'index.html': '<!doctype html><html lang="en-IN"><title>Petverse</title><div id="root"></div>',
  });
});
afterAll(async () => {
  await server.close();
});

/** A page request as a browser sends it, redirects not followed. */
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    headers: { accept: 'text/html', ...headers },
    redirect: 'manual',
  });

describe('the language a browser prefers', () => {
  it('reads Accept-Language by its q-values, English when it names neither of ours', () => {
    expect(preferredLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLocale('en;q=0.5, hi;q=0.7')).toBe('hi');
    expect(preferredLocale('mr-IN,hi;q=0.6,en;q=0.5')).toBe('hi');
    expect(preferredLocale('fr-FR,de;q=0.8')).toBe('en');
    expect(preferredLocale('hi;q=abc')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('')).toBe('en');
  });

  it('keeps a shared Hindi link in Hindi and an English one in English once chosen', () => {
    expect(decideLocale({ pathname: '/hi/pet-store', search: '', acceptLanguage: 'en' })).toEqual({
      remember: 'hi',
    });
    expect(
      decideLocale({ pathname: '/hi/pet-store', search: '', cookie: `${LOCALE_COOKIE}=hi` }),
    ).toEqual({});
    expect(
      decideLocale({
        pathname: '/pet-store',
        search: 'q=1',
        cookie: `${LOCALE_COOKIE}=en`,
        acceptLanguage: 'hi',
      }),
    ).toEqual({});
    expect(decideLocale({ pathname: '/', search: '', acceptLanguage: 'hi-IN' })).toEqual({
      redirect: '/hi',
    });
    expect(decideLocale({ pathname: '/hi', search: 'lang=en&x=2' })).toEqual({
      redirect: '/?x=2',
      remember: 'en',
    });
  });

  it('names the cookie as packages/ui does', () => {
    const ui = readFileSync(
      new URL('../../../../packages/ui/src/i18n/locale.ts', import.meta.url),
      'utf8',
    );
    expect(ui).toContain(`LOCALE_COOKIE = '${LOCALE_COOKIE}'`);
  });
});

describe('given a visitor whose browser prefers Hindi', () => {
  it('sends a first visit to the Hindi page, with its query, and says the answer varies', async () => {
    const res = await page('/pet-store?q=kutta', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/hi/pet-store?q=kutta');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the Hindi page itself, and English to a browser that prefers it', async () => {
    expect((await page('/hi/pet-store', { 'accept-language': 'hi-IN' })).status).toBe(200);
    expect((await page('/hi/pet-store', { 'accept-language': 'en-GB' })).status).toBe(200);
    const english = await page('/pet-store', { 'accept-language': 'en-IN,en;q=0.9' });
    expect(english.status).toBe(200);
    expect(english.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('remembers English once chosen with the switch, whatever the browser says', async () => {
    const chosen = await page('/hi/about-us?lang=en', { 'accept-language': 'hi-IN' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/about-us');
    expect(chosen.headers.get('set-cookie')).toMatch(
      new RegExp(`^${LOCALE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`),
    );
    const next = await page('/about-us', {
      'accept-language': 'hi-IN',
      cookie: `${LOCALE_COOKIE}=en`,
    });
    expect(next.status).toBe(200);
  });

  it('remembers the language of the page it sends, and only when the cookie says otherwise', async () => {
    // Only the server writes the cookie: a page's script writing it late once undid the switch.
    const hindi = await page('/hi/about-us', {
      'accept-language': 'en',
      cookie: `${LOCALE_COOKIE}=en`,
    });
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get('set-cookie')).toMatch(new RegExp(`^${LOCALE_COOKIE}=hi; Path=/;`));
    const first = await page('/about-us', { 'accept-language': 'en-IN' });
    expect(first.headers.get('set-cookie')).toMatch(new RegExp(`^${LOCALE_COOKIE}=en; Path=/;`));
    const again = await page('/hi/about-us', { cookie: `${LOCALE_COOKIE}=hi` });
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
    // Not for what is not a page.
    expect((await page('/no-such-page')).headers.get('set-cookie')).toBeNull();
  });

  it('sends a visitor who chose Hindi to the Hindi page of an English address', async () => {
    const res = await page('/about-us', { cookie: `other=1; ${LOCALE_COOKIE}=hi` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/hi/about-us');
  });

  it('never moves the API, files or addresses that are not pages', async () => {
    const hindi = { 'accept-language': 'hi-IN', cookie: `${LOCALE_COOKIE}=hi` };
    expect((await server.api('GET', '/product/getall-product', { headers: hindi })).status).toBe(
      200,
    );
    expect((await page('/no-such-page', hindi)).status).toBe(404);
    expect((await page('/index.html', hindi)).status).not.toBe(302);
    // An unknown language is no choice: the address is answered as it is.
    expect((await page('/about-us?lang=fr', { 'accept-language': 'en' })).status).toBe(200);
  });
});
