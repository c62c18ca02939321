import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../src/accounts/tables';
import { loggableError } from '../src/platform/errorHandler';
import { freshDatabase, startTestServer, type TestServer } from './harness';
import { ownerOf } from './staff.fixtures';

// Every API route, fed bad input with and without a session: the server answers with a clear
// 4xx `{ message }` (or a success), never a 500 and never a stack trace.

let server: TestServer;
let token: string;
/** A back-office owner's session: the staff routes are walked with it too. */
let staffToken: string;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({ onRoute: (route) => routes.push(route) });
  const email = `robust-${randomUUID()}@example.com`;
  const res = await server.api('POST', '/auth/register', {
    body: { name: 'Robust Tester', email, phone: '9876543210', password: 'correct horse battery' },
  });
  token = res.body.token;
  staffToken = (await ownerOf(server)).token;
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

/** Multipart framing no browser sends: no boundary, a wrong one, a body cut short. */
const BROKEN_MULTIPART: [string, string][] = [
  ['multipart/form-data', ''],
  [
    'multipart/form-data; boundary=abc',
    '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
  ],
  [
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
  ],
];

const badBodies: (string | undefined)[] = [
  undefined,
  '{',
  '[]',
  'null',
  '"text"',
  JSON.stringify({ id: 1, quantity: 'many', amount: -1, email: 42, page: 'x', items: 'all' }),
  MULTIPART,
  JSON.stringify({ name: 'nul\u0000byte', email: 'a\u0000@example.com', street: '\u0000' }),
  // Numbers that are not numbers, or not finite, and names that hide what they say.
  JSON.stringify({ quantity: 'Infinity', price: '-Infinity', amount: 'NaN', page: 'Infinity' }),
  JSON.stringify({ quantity: true, amount: '0x10', price: '1e400' }),
  JSON.stringify({ name: '\u200b\u200d', petName: 'Rex\u202egpj.exe', category: '\u2066' }),
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
    let sent = 0;
    for (const route of apiRoutes) {
      for (const id of ['not-an-id', randomUUID(), '%27%3B--']) {
        for (const body of route.method === 'GET' || route.method === 'DELETE'
          ? [undefined]
          : badBodies) {
          const staffRoute = route.url.startsWith('/api/admin/');
          for (const auth of staffRoute ? [undefined, token, staffToken] : [undefined, token]) {
            const path = concrete(route.url, id).replace(/^\/api/, '');
            const query =
              route.method === 'GET'
                ? body === undefined && id === 'not-an-id'
                  ? '?page=Infinity&limit=0x10&city=%E2%80%AE'
                  : '?page=-1&limit=abc&city=%00&store=%3C'
                : '';
            sent++;
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
    // Broken multipart framing on every route that takes a body.
    for (const route of apiRoutes.filter((r) => !['GET', 'DELETE'].includes(r.method))) {
      for (const [type, body] of BROKEN_MULTIPART) {
        for (const auth of [undefined, token, staffToken]) {
          const path = concrete(route.url, randomUUID()).replace(/^\/api/, '');
          const res = await fetch(`${server.url}/api${path}`, {
            method: route.method,
            headers: { 'content-type': type, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
            body,
          });
          sent++;
          if (res.status >= 500) failures.push(`${route.method} ${path} (${type}) → ${res.status}`);
        }
      }
    }
    console.info(`robustness walk: ${sent} requests to ${apiRoutes.length} routes`);
    expect(sent).toBeGreaterThan(apiRoutes.length * 6);
    expect(failures).toEqual([]);
  }, 240_000);

  it('keeps no values of a failed query in the error log', async () => {
    const { handle, drop } = await freshDatabase();
    try {
      await handle.migrate();
      const failure = await handle.db
        .insert(users)
        .values({
          name: 'Secret Name',
          email: 'secret@example.com',
          phone: '9876543210',
          passwordHash: sql`${'secret-hash'}::int`,
        } as never)
        .then(
          () => null,
          (error: Error) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(failure!.message).toContain('secret@example.com');
      const logged = JSON.stringify(loggableError(failure!));
      expect(logged).not.toMatch(/secret/i);
      expect(JSON.parse(logged)).toMatchObject({
        type: 'DatabaseError',
        statement: expect.stringMatching(/^insert into "users"/),
        code: '22P02',
      });
    } finally {
      await handle.close();
      await drop();
    }
  });
});
