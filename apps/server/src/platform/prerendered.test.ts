import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../../test/fixtures';
import type { TestServer } from '../../test/harness';
import { decodeBody as decode, rawRequest } from '../../test/rawHttp';

/**
 * Prerendered pages (apps/site/scripts/prerender.mjs writes dist/prerendered/*.html): their
 * paths answer their own HTML, not the empty app shell, for GET and HEAD whatever the Accept
 * header, compressed as asked; every other page keeps the shell, and an address that is no page
 * answers 404 with the Not found page.
 */
let server: TestServer;
const filler = '<!-- padding so the page is worth compressing -->'.repeat(40);
const shell = `<!doctype html><title>Petverse</title><div id="root"></div>${filler}`;
const home = `<!doctype html><title>Home | Petverse</title><div id="root"><h1>Petverse: home</h1></div>${filler}`;
const inline = 'window.heldTaps=[]';
const about = `<!doctype html><title>About Us | Petverse</title><script>${inline}</script><div id="root"><h1>About Us</h1></div>${filler}`;
const form = `<!doctype html><title>Vet form | Petverse</title><div id="root"><h2>Register</h2></div>${filler}`;
const orders = `<!doctype html><title>Orders | Petverse</title><div id="root"><p>Loading...</p></div>${filler}`;

beforeAll(async () => {
  server = await startSiteServer({
    'index.html': shell,
    'prerendered/index.html': home,
    'prerendered/about-us.html': about,
    'prerendered/VetClinicRegistrationForm.html': form,
    'prerendered/auth/orders.html': orders,
    'site-routes.json': JSON.stringify({
      paths: [
        '/',
        '/about-us',
        '/VetClinicRegistrationForm',
        '/auth/orders',
        '/pet-store',
        '/pet-product-page/:id',
      ],
    }),
  });
});
afterAll(async () => {
  await server.close();
});

const raw = (url: string, headers?: Record<string, string>, method?: string) =>
  rawRequest(server.url, url, headers, method);

describe('prerendered pages', () => {
  it.each([
    ['/', home],
    ['/about-us', about],
    ['/about-us/', about],
    ['/about-us?utm_source=whatsapp', about],
    ['/VetClinicRegistrationForm', form],
    ['/auth/orders', orders],
  ])('%s answers its own HTML for GET and HEAD, whatever the Accept', async (url, page) => {
    for (const accept of ['*/*', 'application/json', 'text/html']) {
      const get = await raw(url, { accept });
      expect(get.status, accept).toBe(200);
      expect(get.headers['content-type']).toMatch(/text\/html/);
      expect(get.headers['cache-control']).toBe('no-cache');
      expect(get.body.toString()).toBe(page);

      const head = await raw(url, { accept }, 'HEAD');
      expect(head.status, `HEAD ${accept}`).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
      expect(head.body.length).toBe(0);
    }
  });

  it('sends them as brotli, gzip or plain, as asked, varying on Accept-Encoding', async () => {
    const br = await raw('/about-us', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(about) / 3);
    expect(decode(br)).toBe(about);

    const gzip = await raw('/about-us', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(about);

    const headBr = await raw('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(headBr.headers['content-encoding']).toBe('br');
  });

  it('keeps the app shell for every other page, and for other spellings of a path', async () => {
    for (const url of ['/pet-store', '/pet-product-page/42', '/About-Us']) {
      const res = await raw(url, { 'accept-encoding': 'br' });
      expect(res.status, url).toBe(200);
      expect(decode(res), url).toBe(shell);
    }
    // An address that is no page is not one because a page's address begins it.
    expect((await raw('/about-us/team')).status).toBe(404);
    // What the build leaves for the server is not served at its file's name.
    for (const url of ['/prerendered/about-us.html', '/site-routes.json', '/not-found.html'])
      expect((await raw(url)).status, url).toBe(404);
  });

  it("allows the pages' own inline script by its hash, and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    for (const url of ['/about-us', '/pet-store', '/api/no-such-route', '/no-such-page']) {
      const csp = (await raw(url)).headers['content-security-policy'] as string;
      const scriptSrc = csp.split(/;\s*/).find((entry) => entry.startsWith('script-src '));
      expect(scriptSrc, url).toContain(hash);
      expect(scriptSrc, url).not.toContain('unsafe-inline');
      expect(scriptSrc!.match(/'sha256-/g), url).toHaveLength(1);
    }
  });

  it('keeps API paths answering JSON', async () => {
    const res = await raw('/api/no-such-route', { accept: '*/*' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
