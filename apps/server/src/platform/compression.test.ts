import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../../test/fixtures';
import type { TestServer } from '../../test/harness';
import { decodeBody as decode, rawRequest } from '../../test/rawHttp';

/**
 * Compression as a phone on 4G gets it: brotli when asked, gzip otherwise, nothing when not
 * asked; the built site precompressed at build time, API answers compressed on the fly; `Vary:
 * Accept-Encoding` wherever the answer depends on it.
 */
let server: TestServer;
const html = `<!doctype html><title>Petverse</title><div id="root"></div>${'<!-- shell -->'.repeat(200)}`;
const script = `export const pets = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `pet ${i}`))};`;
const css = `.card{display:grid;gap:8px}\n`.repeat(100);

beforeAll(async () => {
  server = await startSiteServer({
    'index.html': html,
    'assets/app-abc12345.js': script,
    'assets/app-abc12345.css': css,
    'assets/tiny-abc12345.js': 'export {};',
  });
});
afterAll(async () => {
  await server.close();
});

const raw = (url: string, headers?: Record<string, string>, method?: string) =>
  rawRequest(server.url, url, headers, method);

describe('the built site', () => {
  it.each([
    ['the page', '/', html],
    ['a client route', '/pet-store', html],
    ['a script', '/assets/app-abc12345.js', script],
    ['a stylesheet', '/assets/app-abc12345.css', css],
  ])('sends %s as brotli, gzip or plain, as asked', async (_what, url, content) => {
    const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(content) / 3);
    expect(decode(br)).toBe(content);

    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(content);

    const plain = await raw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(content);
  });

  it('keeps the content type and cache headers of the file, not of its .br', async () => {
    const res = await raw('/assets/app-abc12345.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has no precompressed copy of a file too small to gain, and still sends it right', async () => {
    const res = await raw('/assets/tiny-abc12345.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(decode(res)).toBe('export {};');
    expect((await raw('/assets/tiny-abc12345.js.br')).status).toBe(404);
  });

  it('never sends a precompressed twin at its own name', async () => {
    for (const twin of ['/assets/app-abc12345.js.br', '/assets/app-abc12345.css.gz'])
      expect((await raw(twin, { 'accept-encoding': 'br' })).status, twin).toBe(404);
  });

  it('answers GET and HEAD of any page whatever the Accept header', async () => {
    for (const accept of ['*/*', 'application/json', 'text/html'])
      for (const method of ['GET', 'HEAD']) {
        const res = await raw('/', { accept, 'accept-encoding': 'br' }, method);
        expect(res.status, `${method} ${accept}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
      }
  });
});

describe('API answers', () => {
  it('compresses the catalogue JSON, and sends it plain when not asked', async () => {
    const br = await raw('/api/product/getall-product?store=petstore', {
      'accept-encoding': 'br, gzip',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await raw('/api/product/getall-product?store=petstore');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('compresses an answer made on request, naming Accept-Encoding once in Vary', async () => {
    const br = await raw('/api/product/search?limit=30', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const vary = String(br.headers.vary)
      .split(',')
      .map((token) => token.trim().toLowerCase());
    expect(vary.filter((token) => token === 'accept-encoding')).toHaveLength(1);
    const plain = await raw('/api/product/search?limit=30');
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString()));
  });

  it('sends a kept search in each encoding asked, one validator for all of them', async () => {
    const url = '/api/product/search?limit=30&sort=newest';
    const br = await raw(url, { 'accept-encoding': 'br' });
    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    const plain = await raw(url);
    expect([br, gzip, plain].map((res) => res.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    expect(decode(br)).toBe(plain.body.toString());
    expect(decode(gzip)).toBe(plain.body.toString());
    expect(plain.headers.etag).toMatch(/^W\//);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const again = await raw(url, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses product art (SVG), not pictures that are compressed already', async () => {
    const { products } = JSON.parse(
      (await raw('/api/product/getall-product?store=petstore')).body.toString(),
    ) as { products: { imageUrl: string }[] };
    const art = products.map((p) => p.imageUrl).find((u) => u.includes('/media/art/p/'))!;
    const svg = await raw(art.replace(/\.webp\b/, '.svg'), { 'accept-encoding': 'gzip' });
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(decode(svg)).toMatch(/^<svg/);
    // The WebP pages show is compressed already.
    const webp = await raw(art, { 'accept-encoding': 'gzip, br' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a small answer as it is', async () => {
    const res = await raw('/api/pet/coming-soon-latest', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveProperty('daysLeft');
  });
});
