import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vetClinicForm } from '@petverse/forms/definitions';
import Fastify from 'fastify';
import { parsePartnerOrigins, registerPartnerAccess } from './partners';
import { fromAddress, signUp, someAddress } from '../../test/fixtures';
import { multipart, validParts } from '../../test/formParts';
import { startTestServer, type TestServer } from '../../test/harness';

// Ports below Linux's ephemeral range (32768–60999): the test server listens on port 0, and once
// it was given 45001 — the partner's origin became its own, same-site, and three tests failed.
const PARTNER = 'http://127.0.0.1:4501';
const STRANGER = 'http://127.0.0.1:4502';

let server: TestServer;
beforeAll(async () => {
  // The embed's files, as packages/embed's build leaves them.
  const embedDir = mkdtempSync(path.join(tmpdir(), 'petverse-embed-'));
  mkdirSync(path.join(embedDir, 'v1'));
  writeFileSync(path.join(embedDir, 'v1', 'petverse.js'), 'console.log("petverse");\n');
  writeFileSync(path.join(embedDir, 'v1', 'chunk-ABCD1234.js'), 'console.log("chunk");\n');
  mkdirSync(path.join(embedDir, 'v0.1.0'));
  writeFileSync(path.join(embedDir, 'v0.1.0', 'petverse.js'), 'console.log("release");\n');
  server = await startTestServer({ app: { partnerOrigins: [PARTNER], embedDir } });
});
afterAll(async () => {
  await server.close();
});

const cors = (headers: Headers) => ({
  origin: headers.get('access-control-allow-origin'),
  credentials: headers.get('access-control-allow-credentials'),
});

const preflight = (path: string, origin: string, method = 'GET', headers = 'content-type') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  });

const submit = (origin: string | undefined) =>
  server.api('POST', '/forms/vetClinic', {
    body: multipart(validParts(vetClinicForm)),
    headers: { ...fromAddress(someAddress()), ...(origin ? { origin } : {}) },
  });

describe('PARTNER_ORIGINS', () => {
  it('reads a comma-separated list into origins', () => {
    expect(parsePartnerOrigins(' https://a.example/ ,http://127.0.0.1:8080')).toEqual([
      'https://a.example',
      'http://127.0.0.1:8080',
    ]);
    expect(parsePartnerOrigins('')).toEqual([]);
    expect(parsePartnerOrigins(undefined)).toEqual([]);
  });

  it('refuses an entry that is not an http(s) origin, naming it', () => {
    expect(() => parsePartnerOrigins('partner.example')).toThrow(/"partner.example"/);
    expect(() => parsePartnerOrigins('ftp://partner.example')).toThrow(/http\(s\)/);
  });
});

describe('given a listed partner origin', () => {
  it('grants CORS on the catalogue, without credentials', async () => {
    const res = await server.api('GET', '/product/getall-product?store=petstore', {
      headers: { origin: PARTNER },
    });
    expect(res.status).toBe(200);
    expect(cors(res.headers)).toEqual({ origin: PARTNER, credentials: null });
    expect(res.headers.get('vary')).toMatch(/origin/i);
    const id = res.body.products[0]._id as string;
    const one = await server.api('GET', `/product/get-productById/${id}`, {
      headers: { origin: PARTNER },
    });
    expect(cors(one.headers).origin).toBe(PARTNER);
  });

  it('answers the preflight of a form submission', async () => {
    const res = await preflight('/api/forms/vetClinic', PARTNER, 'POST');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers the preflight of a catalogue read, for reading only', async () => {
    for (const path of ['/api/product/search', '/api/media/art/dog-food.svg']) {
      const res = await preflight(path, PARTNER, 'GET', 'accept');
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
      expect(res.headers.get('access-control-allow-methods'), path).toBe('GET, HEAD');
      expect(res.headers.get('access-control-max-age'), path).toBe('600');
    }
  });

  it('stores a submission once, with the partner origin', async () => {
    const res = await submit(PARTNER);
    expect(res.status).toBe(201);
    expect(cors(res.headers).origin).toBe(PARTNER);
    const { submissions } = (await server.api('GET', '/dev/form-submissions?formKey=vetClinic'))
      .body as { submissions: { _id: string; partnerOrigin: string | null }[] };
    expect(submissions.filter((s) => s._id === res.body._id)).toEqual([
      expect.objectContaining({ partnerOrigin: PARTNER }),
    ]);
  });

  it('stores the hidden fields its page sends with a form, and refuses what it cannot store', async () => {
    const send = (hidden: Record<string, string>) =>
      server.api('POST', '/forms/vetClinic', {
        body: multipart({
          ...validParts(vetClinicForm),
          ...Object.fromEntries(Object.entries(hidden).map(([k, v]) => [`hidden.${k}`, v])),
        }),
        headers: { ...fromAddress(someAddress()), origin: PARTNER },
      });
    const stored = async () =>
      (await server.api('GET', '/dev/form-submissions?formKey=vetClinic')).body.submissions as {
        _id: string;
        hidden: Record<string, string>;
      }[];

    const res = await send({ branch: 'PN-02', utm_source: 'clinic-newsletter' });
    expect(res.status).toBe(201);
    expect((await stored()).find((s) => s._id === res.body._id)?.hidden).toEqual({
      branch: 'PN-02',
      utm_source: 'clinic-newsletter',
    });

    const before = (await stored()).length;
    const badName = await send({ 'Branch Code': 'PN-02' });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe(
      'The hidden field name "Branch Code" must be lower-case letters, digits, _ or - (at most 40), starting with a letter.',
    );
    const tooLong = await send({ note: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The hidden field "note" is longer than 200 characters.');
    const tooMany = await send(
      Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f${i}`, 'x'])),
    );
    expect(tooMany.status).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it('serves catalogue art to other sites (Cross-Origin-Resource-Policy: cross-origin)', async () => {
    const res = await fetch(`${server.url}/api/media/art/dog-food.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves the embed script to any page, and keeps the API same-origin for resources', async () => {
    const script = await fetch(`${server.url}/embed/v1/petverse.js`, {
      headers: { origin: STRANGER },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    // The loader keeps its name across releases: revalidated daily. The chunks it loads (named
    // by their content) and each release's single file (named by its version) never change.
    expect(script.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    for (const url of ['/embed/v1/chunk-ABCD1234.js', '/embed/v0.1.0/petverse.js']) {
      const file = await fetch(`${server.url}${url}`, { headers: { origin: STRANGER } });
      expect(file.status, url).toBe(200);
      expect(file.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('access-control-allow-origin'), url).toBe('*');
    }
    // Partner reads are shared through CORS, not as embeddable resources; the rest stays closed.
    for (const url of ['/api/product/getall-product?store=petstore', '/api/auth/getuser']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
    }
  });

  it('keeps every per-user route closed: no grant, and a stolen token is refused', async () => {
    const { token } = await signUp(server);
    for (const path of ['/api/auth/getuser', '/api/product/cart', '/api/product/user-orders']) {
      const pre = await preflight(path, PARTNER, 'GET', 'authorization');
      expect(pre.headers.get('access-control-allow-origin'), path).toBeNull();
      const res = await server.api('GET', path.replace(/^\/api/, ''), {
        token,
        headers: { origin: PARTNER },
      });
      expect(res.status, path).toBe(403);
      expect(cors(res.headers).origin).toBeNull();
      // It is a partner: told what partners may use, not that it is none.
      expect(res.body.message, path).toBe(
        `Partner sites may read the catalogue and send registration forms; ${PARTNER} cannot call this route from the browser.`,
      );
    }
  });
});

describe('given an origin that is not a partner', () => {
  it('grants no CORS on the catalogue', async () => {
    const res = await server.api('GET', '/product/getall-product?store=petstore', {
      headers: { origin: STRANGER },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await preflight('/api/product/getall-product', STRANGER);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gets no preflight grant for a form submission', async () => {
    const pre = await preflight('/api/forms/vetClinic', STRANGER, 'POST');
    expect(pre.status).toBe(404);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a form submission with a clear message and stores nothing', async () => {
    const before = (await server.api('GET', '/dev/form-submissions?formKey=vetClinic')).body
      .submissions.length as number;
    const res = await submit(STRANGER);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      `${STRANGER} is not a Petverse partner site. Ask Petverse to add it to the partner origins.`,
    );
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const after = (await server.api('GET', '/dev/form-submissions?formKey=vetClinic')).body
      .submissions.length as number;
    expect(after).toBe(before);
  });

  it('tells the embed, readable from any page, that the origin is not a partner', async () => {
    const res = await fetch(`${server.url}/embed/v1/access`, { headers: { origin: STRANGER } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ origin: STRANGER, allowed: false });
    const partner = await fetch(`${server.url}/embed/v1/access`, { headers: { origin: PARTNER } });
    expect(await partner.json()).toEqual({ origin: PARTNER, allowed: true });
  });
});

describe('given our own site (same origin)', () => {
  it('submits forms as before, stored without a partner origin', async () => {
    const res = await submit(server.url);
    expect(res.status).toBe(201);
    const { submissions } = (await server.api('GET', '/dev/form-submissions?formKey=vetClinic'))
      .body as { submissions: { _id: string; partnerOrigin: string | null }[] };
    expect(submissions.find((s) => s._id === res.body._id)?.partnerOrigin).toBeNull();
  });

  it('keeps per-user routes working for the site', async () => {
    const { token } = await signUp(server);
    const res = await server.api('GET', '/auth/getuser', {
      token,
      headers: { origin: server.url },
    });
    expect(res.status).toBe(200);
  });
});

describe('partner submissions', () => {
  it('are limited per partner origin as well as per address', async () => {
    const limited = await startTestServer({
      app: {
        partnerOrigins: [PARTNER],
        rateLimits: { formsPerPartner: { limit: 2, windowMs: 60_000 } },
      },
    });
    try {
      const send = () =>
        limited.api('POST', '/forms/vetClinic', {
          body: multipart(validParts(vetClinicForm)),
          headers: { ...fromAddress(someAddress()), origin: PARTNER },
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      // Our own site is not held back by a busy partner.
      const own = await limited.api('POST', '/forms/vetClinic', {
        body: multipart(validParts(vetClinicForm)),
        headers: fromAddress(someAddress()),
      });
      expect(own.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the partner routes', () => {
  it('each have a preflight route: a new one without stops the server at start-up', async () => {
    const app = Fastify();
    await registerPartnerAccess(app, [PARTNER]);
    app.get('/api/media/posters/:name', () => 'poster');
    await expect(app.ready()).rejects.toThrow(
      'partner routes without a preflight route: /api/media/posters/:name',
    );
  });
});
