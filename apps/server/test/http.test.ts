import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'petverse-site-'));
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(
    path.join(siteDir, 'index.html'),
    '<!doctype html><title>Petverse</title><div id="root"></div>',
  );
  writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({ siteDir });
});
afterAll(async () => {
  await server.close();
});

describe('unknown routes', () => {
  it('answers an unknown API route with 404 and a JSON message', async () => {
    const res = await server.api('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No API route for GET \/api\/nope/);
  });

  it('answers malformed JSON with 400 and a message, no stack trace', async () => {
    const res = await server.api('POST', '/product/getall-product', {
      body: '{"broken":',
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 404]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('the site', () => {
  it('serves the app shell for client-side routes', async () => {
    const res = await fetch(`${server.url}/pet-store`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const res = await fetch(`${server.url}/assets/missing.js`);
    expect(res.status).toBe(404);
  });
});

describe('security headers', () => {
  it('are on API and site answers alike', async () => {
    for (const url of [`${server.url}/api/product/getall-product`, `${server.url}/`]) {
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('https://checkout.razorpay.com');
    }
  });
});
