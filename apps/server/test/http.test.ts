import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteFiles } from './fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let siteDir: string;
let adminDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'petverse-site-'));
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(
    path.join(siteDir, 'index.html'),
    '<!doctype html><title>Petverse</title><div id="root"></div>',
  );
  writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  for (const [name, content] of Object.entries(builtSiteFiles))
    writeFileSync(path.join(siteDir, name), content);
  adminDir = mkdtempSync(path.join(tmpdir(), 'petverse-admin-'));
  mkdirSync(path.join(adminDir, 'assets'));
  writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>Back office</title>');
  writeFileSync(path.join(adminDir, 'assets', 'admin-abc12345.js'), 'console.log(2)');
  writeFileSync(path.join(adminDir, 'assets', 'admin-abc12345.js.br'), 'not brotli');
  writeFileSync(path.join(adminDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the back office's build lists (scripts/prerender-app.mjs).
  writeFileSync(
    path.join(adminDir, 'app-routes.json'),
    JSON.stringify({ paths: ['/', '/login', '/orders', '/orders/:id'] }),
  );
  server = await startTestServer({ siteDir, app: { adminDir } });
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

  it('serves the page for GET and HEAD whatever the Accept header', async () => {
    for (const accept of ['*/*', 'application/json', '']) {
      const res = await fetch(`${server.url}/`, { headers: accept ? { accept } : {} });
      expect(res.status, accept).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      const head = await fetch(`${server.url}/pet-store`, { method: 'HEAD', headers: { accept } });
      expect(head.status, accept).toBe(200);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const res = await fetch(`${server.url}/assets/missing.js`);
    expect(res.status).toBe(404);
    expect((await fetch(`${server.url}/assets/app-abc123.js`, { method: 'HEAD' })).status).toBe(
      200,
    );
    // Sent as written (a URL would resolve the dots): never a file outside the folder, never a 500.
    for (const escape of ['/assets/../index.html', '/assets/%2e%2e/index.html']) {
      const status = await new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        get({ hostname, port, path: escape }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
      expect([403, 404], escape).toContain(status);
    }
  });

  it("serves the back office's hashed files for a year, its other files and pages revalidated", async () => {
    const script = await fetch(`${server.url}/admin/assets/admin-abc12345.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log(2)');
    expect(script.headers.get('cache-control')).toMatch(/immutable/);
    const icon = await fetch(`${server.url}/admin/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${server.url}/admin/orders`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Back office');
    for (const address of ['/admin', '/admin/', '/admin/orders/42', '/admin/Orders/'])
      expect((await fetch(`${server.url}${address}`)).status, address).toBe(200);
    // An address that is none of its pages: the shell (which says so), answered 404.
    for (const address of ['/admin/anything', '/admin/orders/42/more']) {
      const other = await fetch(`${server.url}${address}`);
      expect(other.status, address).toBe(404);
      expect(await other.text(), address).toContain('Back office');
    }
    for (const missing of ['/admin/assets/missing.js', '/admin/assets/admin-abc12345.js.br'])
      expect((await fetch(`${server.url}${missing}`)).status, missing).toBe(404);
  });

  it('answers an address that is no page of the site with 404 and its Not found page', async () => {
    for (const address of [
      '/no-such-page',
      '/.env',
      '/wp-admin/setup.php',
      '/pet-store/extra',
      '/auth/nothing-here',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${server.url}${address}`, { method });
        expect(res.status, `${method} ${address}`).toBe(404);
        expect(res.headers.get('content-type'), address).toMatch(/^text\/html/);
        if (method === 'GET') expect(await res.text(), address).toContain('Page not found');
      }
    }
    // The site's pages, whatever their case and with a trailing slash, and their parameters.
    for (const address of [
      '/PET-STORE',
      '/about-us/',
      '/pet-product-page/abc',
      '/auth/profile/pets',
    ])
      expect((await fetch(`${server.url}${address}`)).status, address).toBe(200);
    // Other methods on no route answer JSON, as before.
    const post = await fetch(`${server.url}/no-such-page`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: 'Not found' });
  });
});

describe('personal answers', () => {
  it('are kept by no proxy: a browser keeps what it read only to revalidate it, per session', async () => {
    const { signUp } = await import('./fixtures');
    const { token } = await signUp(server);
    for (const path of [
      '/auth/getuser',
      '/product/cart',
      '/product/user-orders',
      '/user/address',
    ]) {
      const res = await server.api('GET', path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-cache');
      expect(res.headers.get('vary'), path).toMatch(/authorization/i);
      expect(res.headers.get('etag'), path).toMatch(/^W\/".+"$/);
    }
    const catalogue = await server.api('GET', '/product/getall-product?store=petstore');
    expect(catalogue.headers.get('cache-control')).not.toBe('no-store');
  });

  it('carry Cache-Control: no-store when they carry a token (login, sign-up), refuse, or write', async () => {
    const { signUp } = await import('./fixtures');
    const email = `nostore.${Date.now()}@example.com`;
    const password = 'mango monsoon kite';
    const created = await server.api('POST', '/auth/register', {
      body: { name: 'Asha Rao', email, phone: '9876543210', password },
    });
    expect(created.status).toBe(201);
    expect(created.body.token).toEqual(expect.any(String));
    expect(created.headers.get('cache-control')).toBe('no-store');
    const login = await server.api('POST', '/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const refused = await server.api('POST', '/auth/login', {
      body: { email, password: 'not the password' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const forgot = await server.api('POST', '/auth/forgot-password', { body: { email } });
    expect(forgot.headers.get('cache-control')).toBe('no-store');
    const { token } = await signUp(server);
    const pets = await server.api('GET', '/pet/register-pet', { token });
    expect(pets.headers.get('cache-control')).toBe('private, no-cache');
    const refusedRead = await server.api('GET', '/product/cart', { token: 'not-a-token' });
    expect(refusedRead.status).toBe(401);
    expect(refusedRead.headers.get('cache-control')).toBe('no-store');
    // What may be kept still says so.
    const pincode = await server.api('GET', '/pincode/411001');
    expect(pincode.headers.get('cache-control')).toBe('public, max-age=600');
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const plain = await startTestServer({
      app: { trustProxy: false, rateLimits: { loginPerAddress: { limit: 2, windowMs: 60_000 } } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await plain.api('POST', '/auth/login', {
          body: { email: `nobody${i}@example.com`, password: 'wrong-password-1' },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(res.status);
      }
      // Three "different" forwarded addresses are one client: the third try is limited.
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await plain.close();
    }
  });
});

describe('security headers', () => {
  it('are on the early 400 for a URL that cannot be decoded', async () => {
    const res = await fetch(`${server.url}/api/%ZZ`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
  });

  it('add HSTS only to answers that came over HTTPS through a trusted proxy', async () => {
    const plain = await fetch(`${server.url}/api/product/getall-product`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const viaTls = await fetch(`${server.url}/api/product/getall-product`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaTls.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

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
