import { mkdtempSync, writeFileSync } from 'node:fs';
import { SHARED_STALE_MS, SHARED_TTL_MS } from './readCache';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, startSiteServer } from '../../test/fixtures';
import { codOrder } from '../../test/shopping.fixtures';
import type { TestServer } from '../../test/harness';
import { decodeBody as decode, rawRequest } from '../../test/rawHttp';

/**
 * Pages rendered on request (the store and product pages): the server loads the site's server
 * bundle (apps/site/dist-ssr/entry-server.js) and sends what it renders, fetching through the
 * server's own API in process, with a short cache. A stand-in bundle here renders from the real
 * API on the real database and counts its renders; the real bundle is the e2e journeys'
 * (firstpaint.e2e.ts).
 */
const renderer = `
export const counts = { renders: 0, sessionRenders: 0 };
export const rendered = [];
export const sessionRoutes = [{ path: '/auth/orders' }];
// As the site's bundle does: the page's calls made with the token, nothing when one is refused.
export async function renderForSession(url, fetch, token) {
  counts.sessionRenders += 1;
  const answer = await fetch(new Request('http://x.invalid/api/product/user-orders', {
    headers: { authorization: 'Bearer ' + token },
  }));
  if (answer.status === 401 || answer.status === 403) return undefined;
  const body = await answer.json();
  const { orders } = body.data.data;
  const lang = new URL(url, 'http://x.invalid').pathname.startsWith('/hi/') ? 'hi' : 'en';
  return {
    status: 200,
    html: '<!doctype html><html lang="' + lang + '"><h1>Your Orders</h1><ul>' +
      orders.map((order) => '<li>' + order._id + '</li>').join('') + '</ul>',
  };
}
let gate = Promise.resolve();
let open = () => {};
export function hold() { gate = new Promise((resolve) => (open = resolve)); }
export function release() { open(); }
export const onRequestRoutes = [{ path: '/pet-store' }, { path: '/broken' }, { path: '/pet-product-page/:id' }];
export async function renderOnRequest(url, fetch) {
  counts.renders += 1;
  rendered.push(url);
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
/** The orders page's prerendered shell (the site's header, the page loading). */
const ordersShell = '<!doctype html><title>Your Orders</title><div id="root">Loading...</div>';

const SESSION_RENDERS = { limit: 12, windowMs: 60_000 };

interface StandIn {
  counts: { renders: number; sessionRenders: number };
  /** The addresses rendered, in order. */
  rendered: string[];
  hold(): void;
  release(): void;
}

let server: TestServer;
let standIn: StandIn;

beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'petverse-ssr-'));
  const entry = path.join(folder, 'entry-server.mjs');
  writeFileSync(entry, renderer);
  // What the site's build writes next to its bundle (the server routes these before loading it).
  writeFileSync(
    path.join(folder, 'routes.json'),
    JSON.stringify({
      onRequestRoutes: [
        { path: '/pet-store', query: ['q', 'page'] },
        { path: '/broken' },
        { path: '/pet-product-page/:id', query: ['pincode'] },
      ],
      sessionRoutes: [{ path: '/auth/orders' }],
    }),
  );
  standIn = (await import(pathToFileURL(entry).href)) as StandIn;
  server = await startSiteServer(
    {
      'index.html': shell,
      'prerendered/auth/orders.html': ordersShell,
      'prerendered/hi/auth/orders.html': ordersShell,
    },
    // Few renders per address, so the test of the limit stays short (the others stay under it).
    { siteRenderer: entry, rateLimits: { sessionRendersPerAddress: SESSION_RENDERS } },
  );
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

  it('keeps a page by the parameters it reads: ?fbclid= and ?utm_source= are the page already rendered', async () => {
    const before = standIn.counts.renders;
    const first = await raw('/pet-store?q=collar&fbclid=IwAR0abc');
    expect(first.status).toBe(200);
    expect(standIn.counts.renders - before).toBe(1);
    // Rendered as the address it is kept by: what the page shows cannot come from the rest.
    expect(standIn.rendered.at(-1)).toBe('/pet-store?q=collar');
    for (const url of [
      '/pet-store?q=collar&fbclid=IwAR0xyz',
      '/pet-store?utm_source=y&q=collar',
      '/pet-store?q=collar&utm_source=y&utm_medium=cpc&gclid=z',
    ]) {
      const again = await raw(url);
      expect(again.status, url).toBe(200);
      expect(again.body.toString(), url).toBe(first.body.toString());
    }
    expect(standIn.counts.renders - before).toBe(1);
    // The Hindi address is its own page (ADR 027), kept by the same rule.
    await raw('/hi/pet-store?q=collar&fbclid=1');
    expect(standIn.rendered.at(-1)).toBe('/hi/pet-store?q=collar');
    expect(standIn.counts.renders - before).toBe(2);

    // A parameter the page reads is another page.
    await raw('/pet-store?q=collar&page=3&fbclid=x');
    expect(standIn.counts.renders - before).toBe(3);
    expect(standIn.rendered.at(-1)).toBe('/pet-store?q=collar&page=3');
    await raw('/pet-store?q=leash');
    expect(standIn.counts.renders - before).toBe(4);
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

describe("a pet parent's own pages, rendered with their session's cookie (ADR 030)", () => {
  const session = (token: string) => ({ cookie: `pv_session=${token}` });
  const setCookie = (headers: Headers) =>
    headers.getSetCookie().find((line) => line.startsWith('pv_session='));

  it('sets the cookie at sign-up and login: the token, HttpOnly, SameSite=Lax, for the whole site', async () => {
    const signedUp = await server.api('POST', '/auth/register', {
      body: {
        name: 'Asha Rao',
        email: `cookie-${Date.now()}@example.com`,
        phone: '+91 98765 43210',
        password: 'correct horse 1',
      },
    });
    expect(signedUp.status).toBe(201);
    const line = setCookie(signedUp.headers)!;
    expect(line).toBe(
      `pv_session=${signedUp.body.token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`,
    );
    const who = await signUp(server);
    const login = await logIn(server, who.email, who.password);
    expect(setCookie(login.headers)).toMatch(new RegExp(`^pv_session=${login.body.token};`));
    // A wrong password sets nothing.
    const wrong = await logIn(server, who.email, 'not the password 1');
    expect(wrong.status).toBe(401);
    expect(setCookie(wrong.headers)).toBeUndefined();
  });

  it("renders each pet parent's orders for them alone, never kept by a cache", async () => {
    const a = await codOrder(server);
    const b = await codOrder(server);
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const page = await raw('/auth/orders', session(mine.who.token));
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toMatch(/cookie/i);
      const body = page.body.toString();
      expect(body).toContain(`<li>${mine.order._id}</li>`);
      expect(body).not.toContain(theirs.order._id);
    }
    const hindi = await raw('/hi/auth/orders', session(a.who.token));
    expect(hindi.body.toString()).toContain(`<html lang="hi"><h1>Your Orders</h1><ul><li>`);
  });

  it('sends the shell without the cookie, with a token the API refuses, or with nonsense', async () => {
    const { who } = await codOrder(server);
    const before = standIn.counts.sessionRenders;
    const bare = await raw('/auth/orders');
    expect(bare.status).toBe(200);
    expect(bare.headers['cache-control']).toBe('no-cache');
    expect(bare.headers.vary).toMatch(/cookie/i);
    expect(bare.body.toString()).toBe(ordersShell);
    expect(standIn.counts.sessionRenders).toBe(before);

    for (const cookie of ['pv_session=not.a.token', 'pv_session=%E0%A4', 'pv_session=', 'x=1']) {
      const page = await raw('/auth/orders', { cookie });
      expect(page.status, cookie).toBe(200);
      expect(page.body.toString(), cookie).toBe(ordersShell);
    }

    // Logout clears the cookie, and the token it held renders nothing any more.
    const logout = await server.api('POST', '/auth/logout', { token: who.token });
    expect(logout.status).toBe(200);
    expect(setCookie(logout.headers)).toMatch(
      /^pv_session=; Max-Age=0; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/,
    );
    const revoked = await raw('/auth/orders', session(who.token));
    expect(revoked.status).toBe(200);
    expect(revoked.headers['cache-control']).toBe('no-cache');
    expect(revoked.body.toString()).toBe(ordersShell);
  });

  it('renders at most its limit for one address, then sends it the shell, never an error', async () => {
    const { who, order } = await codOrder(server);
    const from = { ...session(who.token), 'x-forwarded-for': '203.0.113.77' };
    const before = standIn.counts.sessionRenders;
    for (let i = 0; i < SESSION_RENDERS.limit; i++) {
      const page = await raw('/auth/orders', from);
      expect(page.body.toString(), `visit ${i + 1}`).toContain(order._id);
    }
    const past = await raw('/auth/orders', from);
    expect(past.status).toBe(200);
    expect(past.headers['cache-control']).toBe('no-cache');
    expect(past.body.toString()).toBe(ordersShell);
    expect(standIn.counts.sessionRenders - before).toBe(SESSION_RENDERS.limit);
    // Another address is not held back by it.
    const other = await raw('/auth/orders', {
      ...session(who.token),
      'x-forwarded-for': '203.0.113.78',
    });
    expect(other.body.toString()).toContain(order._id);
  });

  it('gives the cookie no authority over the API: calls are authorised by their bearer header alone', async () => {
    const { who } = await codOrder(server);
    const orders = await server.api('GET', '/product/user-orders', { headers: session(who.token) });
    expect(orders.status).toBe(401);
    const logout = await server.api('POST', '/auth/logout', { headers: session(who.token) });
    expect(logout.status).toBe(401);
    // Still signed in: the cookie's token was not revoked by that request.
    expect((await server.api('GET', '/auth/getuser', { token: who.token })).status).toBe(200);
  });

  it("sets the cookie at the session check when the browser has none, or another account's", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const without = await server.api('GET', '/auth/getuser', { token: a.token });
    expect(setCookie(without.headers)).toMatch(new RegExp(`^pv_session=${a.token};`));
    const same = await server.api('GET', '/auth/getuser', {
      token: a.token,
      headers: session(a.token),
    });
    expect(same.status).toBe(200);
    expect(setCookie(same.headers)).toBeUndefined();
    const other = await server.api('GET', '/auth/getuser', {
      token: a.token,
      headers: session(b.token),
    });
    expect(setCookie(other.headers)).toMatch(new RegExp(`^pv_session=${a.token};`));
    // A refused check sets nothing.
    const refused = await server.api('GET', '/auth/getuser', {
      token: 'nonsense',
      headers: session(b.token),
    });
    expect(refused.status).toBe(401);
    expect(setCookie(refused.headers)).toBeUndefined();
  });
});

describe("the site's server bundle, loaded after the server listens", () => {
  it('routes from its routes.json, sends the shell while the bundle cannot load, says so, and renders once it can', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'petverse-ssr-late-'));
    const entry = path.join(folder, 'entry-server.mjs');
    // The list names one more route than the bundle will: the log says they were built apart.
    writeFileSync(
      path.join(folder, 'routes.json'),
      JSON.stringify({
        onRequestRoutes: [{ path: '/pet-store' }, { path: '/gone' }],
        sessionRoutes: [],
      }),
    );
    const lines: string[] = [];
    const late = await startSiteServer(
      { 'index.html': shell },
      {
        siteRenderer: entry,
        logLevel: 'error',
        logStream: { write: (line: string) => void lines.push(line) },
      },
    );
    try {
      // No bundle yet: the page is the shell, and the failed load is logged.
      const before = await rawRequest(late.url, '/pet-store');
      expect(before.status).toBe(200);
      expect(before.body.toString()).toBe(shell);
      expect(lines.join('\n')).toContain("the site's server bundle did not load");

      writeFileSync(
        entry,
        `export const onRequestRoutes = [{ path: '/pet-store' }];
         export const sessionRoutes = [];
         export async function renderOnRequest() {
           return { status: 200, html: '<!doctype html><h1>Rendered late</h1>' };
         }
         export async function renderForSession() { return undefined; }`,
      );
      const after = await rawRequest(late.url, '/pet-store');
      expect(after.status).toBe(200);
      expect(after.body.toString()).toContain('<h1>Rendered late</h1>');
      expect(lines.join('\n')).toContain('name other routes: build the site again');
    } finally {
      await late.close();
    }
  });
});
