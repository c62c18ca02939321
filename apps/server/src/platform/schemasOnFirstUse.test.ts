import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, someAddress, uniqueEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

// Issue 33 item 6: the running server compiles each route's schemas on the route's first request
// (platform/schemasOnFirstUse.ts), the tests' servers all at start. Both answer every request alike:
// the same refusals with the same messages, the same coercions, the same answers.

let atStart: TestServer;
let onFirstUse: TestServer;
beforeAll(async () => {
  atStart = await startTestServer();
  onFirstUse = await startTestServer({ app: { compileSchemas: 'on-first-use' } });
});
afterAll(async () => {
  await atStart.close();
  await onFirstUse.close();
});

/** The same request to both servers: their statuses and bodies. */
async function both(method: string, path: string, body?: unknown) {
  const ip = someAddress();
  const [a, b] = await Promise.all(
    [atStart, onFirstUse].map((server) =>
      server.api(method, path, { body, headers: fromAddress(ip) }),
    ),
  );
  return { a: a!, b: b! };
}

describe('route schemas compiled on first use', () => {
  it.each([
    [
      'a body with a bad email',
      'POST',
      '/auth/register',
      { name: 'Asha', email: 'nope', phone: '9876543210', password: 'correct horse 1' },
    ],
    ['a body missing a field', 'POST', '/auth/login', { email: 'asha@example.com' }],
    ['a query that is not a number', 'GET', '/product/search?limit=many', undefined],
    ['a path id that is not one', 'GET', '/product/get-productById/not-an-id', undefined],
  ])('refuses %s with the same 400 and message', async (_, method, path, body) => {
    const { a, b } = await both(method, path, body);
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    expect(b.body).toEqual(a.body);
  });

  it('coerces and accepts what it accepted before, the first time and after', async () => {
    for (let round = 0; round < 2; round++) {
      const { a, b } = await both('GET', '/product/search?limit=2');
      expect(b.status).toBe(200);
      expect(b.body.products).toHaveLength(2);
      // Two databases, two sets of ids: the same products by name.
      const names = (r: typeof a) => (r.body.products as { name: string }[]).map((p) => p.name);
      expect(names(b)).toEqual(names(a));
    }
    const email = uniqueEmail();
    const made = await onFirstUse.api('POST', '/auth/register', {
      body: { name: 'Asha Rao', email, phone: '9876543210', password: 'correct horse 1' },
      headers: fromAddress(someAddress()),
    });
    expect(made.status).toBe(201);
  });
});
