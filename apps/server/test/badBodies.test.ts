import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from './fixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * Bodies no browser sends but anyone can: broken multipart framing, non-finite numbers and
 * NUL characters inside multipart fields. Each gets a 4xx with a message, never a 500.
 */
let server: TestServer;
let who: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  who = await signUp(server);
});
afterAll(async () => {
  await server.close();
});

const MULTIPART_ROUTES: [string, string, boolean][] = [
  ['POST', '/auth/register', false],
  ['POST', '/auth/login', false],
  ['POST', '/auth/forgot-password', false],
  ['POST', '/auth/reset-password', false],
  ['PUT', '/auth/update', true],
  ['POST', '/pet/register-pet', true],
  ['POST', '/pet/update-pet/00000000-0000-4000-8000-000000000000', true],
  ['POST', '/user/addVetCart', true],
  ['POST', '/forms/vetClinic', false],
  ['POST', '/application/apply', false],
];

const send = (method: string, path: string, auth: boolean, type: string, body: string) =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': type, ...(auth ? { authorization: `Bearer ${who.token}` } : {}) },
    body,
  });

const truncated = '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha';

describe.each(MULTIPART_ROUTES)('%s %s with a broken multipart body', (method, path, auth) => {
  it.each([
    ['no boundary', 'multipart/form-data', ''],
    ['a wrong boundary', 'multipart/form-data; boundary=abc', truncated],
    ['a truncated body', 'multipart/form-data; boundary=xyz', truncated],
  ])('answers %s with a 4xx and a message', async (_what, type, body) => {
    const res = await send(method, path, auth, type, body);
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
  });
});

describe('an update without a body', () => {
  it.each([
    ['PUT', '/auth/update'],
    ['POST', '/pet/update-pet/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/user/address/00000000-0000-4000-8000-000000000000'],
  ])('%s %s answers 400 with a message', async (method, path) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
  });
});

describe('numbers that are not finite', () => {
  it.each(['Infinity', '-Infinity', 'NaN'])('refuses a quantity of %s', async (quantity) => {
    const { products } = (await server.api('GET', '/product/getall-product?store=petstore'))
      .body as { products: { _id: string }[] };
    const add = await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: products[0]!._id, quantity },
    });
    expect(add.status).toBe(400);
    const page = await server.api(
      'GET',
      `/product/user-orders?page=${quantity}&limit=${quantity}`,
      {
        token: who.token,
      },
    );
    expect(page.status).toBe(400);
  });
});

describe('a NUL character inside a multipart field', () => {
  it('is refused on a registration form, and nothing is stored', async () => {
    const body = new FormData();
    body.append('clinicName', 'Happy\u0000Paws');
    const res = await server.api('POST', '/forms/vetClinic', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Text must not contain control characters.');
  });

  it('is refused like anywhere else', async () => {
    const body = new FormData();
    body.append('name', 'Asha\u0000Rao');
    const res = await server.api('PUT', '/auth/update', { token: who.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Text must not contain control characters.');
  });
});
