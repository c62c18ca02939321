import { mkdtempSync, writeFileSync } from 'node:fs';
import { SHARED_STALE_MS, SHARED_TTL_MS } from '../src/lib/readCache';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from './fixtures';
import type { TestServer } from './harness';
import { decodeBody as decode, rawRequest } from './rawHttp';

/**
 * Pages rendered on request (the store and product pages): the server loads the site's server
 * bundle (apps/site/dist-ssr/entry-server.js) and sends what it renders, fetching through the
 * server's own API in process, with a short cache. A stand-in bundle here renders from the real
 * API on the real database and counts its renders; the real bundle is the e2e journeys'
 * (firstpaint.e2e.ts).
 */
const renderer = `
export const counts = { renders: 0 };
let gate = Promise.resolve();
let open = () => {};
export function hold() { gate = new Promise((resolve) => (open = resolve)); }
export function release() { open(); }
export const onRequestRoutes = [{ path: '/pet-store' }, { path: '/broken' }, { path: '/pet-product-page/:id' }];
export async function renderOnRequest(url, fetch) {
  counts.renders += 1;
  await gate;
  const { pathname } = new URL(url, 'http://x.invalid');
  if (pathname === '/broken') throw new Error('the page threw');
  if (pathname === '/pet-store') {
    const answer = await fetch('http://x.invalid/api/product/search?limit=2&sort=price_asc');
    const { products } = await answer.json();
    const names = products.map((p) => '<li>' + p.name + '</li>').join('');
    return { status: 200, html: '<!doctype html><h1>Pet Store</h1><ul>' + names + '</ul>' + '<!-- pad -->'.repeat(200) };
  }
  const id = pathname.split('/').pop();
  const answer = await fetch(new Request('http://x.invalid/api/product/get-productById/' + id));
  if (answer.status === 404) return { status: 404, html: '<!doctype html><h1>Product not found</h1>' };
  const { product } = await answer.json();
  return { status: 200, html: '<!doctype html><h1>' + product.name + '</h1>' };
}
`;
const shell = '<!doctype html><title>Petverse</title><div id="root"></div>';

interface StandIn {
  counts: { renders: number };
  hold(): void;
  release(): void;
}

let server: TestServer;
let standIn: StandIn;

beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'petverse-ssr-'));
  const entry = path.join(folder, 'entry-server.mjs');
  writeFileSync(entry, renderer);
  standIn = (await import(pathToFileURL(entry).href)) as StandIn;
  server = await startSiteServer({ 'index.html': shell }, { siteRenderer: entry });
});
afterAll(async () => {
  await server.close();
});

interface Found {
  products: { _id: string; name: string }[];
}
const search = async (query: string) =>
  (await (await fetch(`${server.url}/api/product/search?${query}`)).json()) as Found;

const raw = (url: string, headers?: Record<string, string>, method?: string) =>
  rawRequest(server.url, url, headers, method);

describe('pages rendered on request', () => {
  it('answers the store rendered from the API, for GET and HEAD whatever the Accept', async () => {
    const { products } = await search('limit=2&sort=price_asc');
    for (const accept of ['*/*', 'application/json', 'text/html']) {
      const get = await raw('/pet-store', { accept });
      expect(get.status, accept).toBe(200);
      expect(get.headers['content-type']).toMatch(/^text\/html/);
      expect(get.headers['cache-control']).toBe('no-cache');
      const body = get.body.toString();
      expect(body).toContain('<h1>Pet Store</h1>');
      for (const product of products) expect(body).toContain(`<li>${product.name}</li>`);

      const head = await raw('/pet-store', { accept }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    }
  });

  it('compresses the page as asked, varying on Accept-Encoding', async () => {
    const br = await raw('/pet-store', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(br)).toContain('<h1>Pet Store</h1>');
  });

  it("answers a product's page, and 404 with the site's page for a product that is gone", async () => {
    const { products } = await search('limit=1');
    const found = await raw(`/pet-product-page/${products[0]!._id}`);
    expect(found.status).toBe(200);
    expect(found.body.toString()).toContain(`<h1>${products[0]!.name}</h1>`);

    const gone = await raw('/pet-product-page/00000000-0000-4000-8000-000000000000');
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    expect(gone.body.toString()).toContain('Product not found');
  });

  it('renders an address once for everyone asking at the same time, then serves it for SHARED_TTL_MS', async () => {
    const url = '/pet-store?page=1';
    const before = standIn.counts.renders;
    standIn.hold();
    const waiting = Array.from({ length: 5 }, () => raw(url));
    await new Promise((resolve) => setTimeout(resolve, 100));
    standIn.release();
    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(standIn.counts.renders - before).toBe(1);

    server.clock.advance(SHARED_TTL_MS - 1_000);
    await raw(url);
    expect(standIn.counts.renders - before).toBe(1);
  });

  it('sends an expired page at once while one render makes the next', async () => {
    const url = '/pet-store?page=2';
    const first = (await raw(url)).body.toString();
    const before = standIn.counts.renders;
    server.clock.advance(SHARED_TTL_MS + 1_000);
    standIn.hold();
    // Both are answered with the kept page while the next render is held.
    const [a, b] = await Promise.all([raw(url), raw(url)]);
    expect([a.body.toString(), b.body.toString()]).toEqual([first, first]);
    expect(standIn.counts.renders - before).toBe(1);
    standIn.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Long past expiry, a visitor waits for a fresh render rather than get an old page.
    server.clock.advance(SHARED_TTL_MS + SHARED_STALE_MS);
    await raw(url);
    expect(standIn.counts.renders - before).toBe(2);
  });

  it('sends the app shell when rendering fails, and tries again on the next request', async () => {
    const before = standIn.counts.renders;
    for (let i = 0; i < 2; i++) {
      const res = await raw('/broken');
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(shell);
    }
    expect(standIn.counts.renders - before).toBe(2);
  });

  it('keeps every other page on the shell and API paths on JSON', async () => {
    expect((await raw('/auth/pet-checkout')).body.toString()).toBe(shell);
    const api = await raw('/api/no-such-route', { accept: '*/*' });
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
