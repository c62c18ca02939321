import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// Every API route, fed bad input with and without a session: the server answers with a clear
// 4xx `{ message }` (or a success), never a 500 and never a stack trace.

let server: TestServer;
let token: string;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({ onRoute: (route) => routes.push(route) });
  const email = `robust-${randomUUID()}@example.com`;
  const res = await server.api('POST', '/auth/register', {
    body: { name: 'Robust Tester', email, phone: '9876543210', password: 'correct horse battery' },
  });
  token = res.body.token;
});
afterAll(async () => {
  await server?.close();
});

/** Stands for a multipart body whose text fields carry NUL characters. */
const MULTIPART = 'multipart';
function nulForm(): FormData {
  const form = new FormData();
  for (const field of [
    'name',
    'phone',
    'species',
    'breed',
    'petDateOfBirth',
    'fullName',
    'email',
    'quantity',
    'gender',
  ]) {
    form.append(field, `x\u0000${field}`);
  }
  form.append('file', new Blob(['%PDF-1.4\u0000'], { type: 'application/pdf' }), 'a\u0000.pdf');
  return form;
}

const badBodies: (string | undefined)[] = [
  undefined,
  '{',
  '[]',
  'null',
  '"text"',
  JSON.stringify({ id: 1, quantity: 'many', amount: -1, email: 42, page: 'x', items: 'all' }),
  MULTIPART,
  JSON.stringify({ name: 'nul\u0000byte', email: 'a\u0000@example.com', street: '\u0000' }),
  JSON.stringify({
    quantity: 1e12,
    name: 'x'.repeat(20_000),
    nested: { a: { b: { c: [1, 2, 3] } } },
  }),
];

function concrete(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, id);
}

describe('bad input on every route', () => {
  it('has found the routes to try', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('never answers 500 or leaks a stack trace', async () => {
    const failures: string[] = [];
    const apiRoutes = routes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    for (const route of apiRoutes) {
      for (const id of ['not-an-id', randomUUID(), '%27%3B--']) {
        for (const body of route.method === 'GET' || route.method === 'DELETE'
          ? [undefined]
          : badBodies) {
          for (const auth of [undefined, token]) {
            const path = concrete(route.url, id).replace(/^\/api/, '');
            const query = route.method === 'GET' ? '?page=-1&limit=abc&city=%00&store=%3C' : '';
            const res = await server.api(route.method, `${path}${query}`, {
              body: body === MULTIPART ? nulForm() : body,
              token: auth,
              headers:
                body === undefined || body === MULTIPART
                  ? {}
                  : { 'content-type': 'application/json' },
            });
            const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
            if (res.status === 500 || /at .+\.(ts|js):\d+:\d+/.test(text)) {
              failures.push(
                `${route.method} ${path} (${auth ? 'token' : 'no token'}, body ${body?.slice(0, 30)}) → ${res.status} ${text.slice(0, 120)}`,
              );
            }
            if (
              res.status >= 400 &&
              res.status < 500 &&
              (res.headers.get('content-type') ?? '').includes('json')
            ) {
              if (typeof res.body?.message !== 'string' || !res.body.message)
                failures.push(`${route.method} ${path} → ${res.status} without a message`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
