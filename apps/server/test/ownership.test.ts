import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Pet, User } from '@petverse/api/contract';
import { startTestServer, type TestServer } from './harness';
import { PNG, form, signUp, type SignedUp } from './fixtures';

/** The two-user matrix: B can neither read nor change A's pets, addresses or profile. */
let server: TestServer;
let a: SignedUp;
let b: SignedUp;
let petOfA: Pet;
let addressOfA: Address;
let profileOfA: User;

beforeAll(async () => {
  server = await startTestServer();
  a = await signUp(server, { name: 'User A' });
  b = await signUp(server, { name: 'User B' });
  petOfA = (
    await server.api('POST', '/pet/register-pet', {
      token: a.token,
      body: form({
        name: 'Rex',
        species: 'dog',
        breed: 'Beagle',
        petDateOfBirth: '2020-01-01',
        image: PNG,
      }),
    })
  ).body.pet;
  addressOfA = (
    await server.api('POST', '/user/address', {
      token: a.token,
      body: {
        street: '1 A Street',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        isDefault: true,
      },
    })
  ).body.data;
  profileOfA = (
    await server.api('PUT', '/auth/update', {
      token: a.token,
      body: form({ name: 'User A', phone: '9000000000', image: PNG }),
    })
  ).body.user;
});
afterAll(async () => {
  await server.close();
});

/** A's things, read as A: nothing B does may change them. */
async function stateOfA() {
  return {
    pets: (await server.api('GET', '/pet/register-pet', { token: a.token })).body.pets,
    addresses: (await server.api('GET', '/user/address', { token: a.token })).body.data,
    user: (await server.api('GET', '/auth/getuser', { token: a.token })).body.user,
  };
}

describe('user B against user A’s things', () => {
  const attempts = () =>
    [
      ['read A’s address', 'GET', `/user/address/${addressOfA._id}`, undefined],
      ['change A’s address', 'PUT', `/user/address/${addressOfA._id}`, { city: 'Hacked' }],
      [
        'make A’s address B’s default',
        'PUT',
        `/user/address/${addressOfA._id}`,
        { isDefault: true },
      ],
      ['delete A’s address', 'DELETE', `/address/${addressOfA._id}`, undefined],
      [
        'delete A’s address by the /user path',
        'DELETE',
        `/user/address/${addressOfA._id}`,
        undefined,
      ],
      ['change A’s pet (JSON)', 'POST', `/pet/update-pet/${petOfA._id}`, { name: 'Hacked' }],
      [
        'change A’s pet (multipart)',
        'POST',
        `/pet/update-pet/${petOfA._id}`,
        form({ name: 'Hacked', image: PNG }),
      ],
    ] as const;

  it('gets 404 for every read or change of A’s pet and address, and A’s things stay as they were', async () => {
    const before = await stateOfA();
    for (const [what, method, path, body] of attempts()) {
      const res = await server.api(method, path, { token: b.token, body });
      expect(res.status, what).toBe(404);
      expect(res.body.message, what).toMatch(/^(Pet|Address) not found$/);
    }
    expect(await stateOfA()).toEqual(before);
  });

  it('sees none of A’s pets or addresses in B’s own lists', async () => {
    expect((await server.api('GET', '/pet/register-pet', { token: b.token })).body).toEqual({
      pets: [],
      data: { pets: [] },
    });
    expect((await server.api('GET', '/user/address', { token: b.token })).body).toEqual({
      data: [],
    });
  });

  it('reads and changes only B’s own profile', async () => {
    const mine = await server.api('GET', '/auth/getuser', { token: b.token });
    expect(mine.body.user._id).toBe(b.user._id);
    expect(mine.body.user.email).not.toBe(a.email);
    const before = await stateOfA();
    const changed = await server.api('PUT', '/auth/update', {
      token: b.token,
      body: { name: 'B renamed', _id: a.user._id, userId: a.user._id },
    });
    expect(changed.body.user._id).toBe(b.user._id);
    expect(await stateOfA()).toEqual(before);
    expect((await stateOfA()).user).toEqual(profileOfA);
  });

  it('leaves A signed in when B logs out', async () => {
    await server.api('POST', '/auth/logout', { token: (await signUp(server)).token });
    expect((await server.api('GET', '/auth/getuser', { token: a.token })).status).toBe(200);
  });

  it('does not keep B’s default from A’s', async () => {
    await server.api('POST', '/user/address', {
      token: b.token,
      body: {
        street: '2 B Street',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411002',
        isDefault: true,
      },
    });
    const ofA = (await server.api('GET', '/user/address', { token: a.token })).body
      .data as Address[];
    expect(ofA.find((x) => x._id === addressOfA._id)?.isDefault).toBe(true);
  });
});

describe('every per-user route without a token', () => {
  const routes = () =>
    [
      ['GET', '/auth/getuser', undefined],
      ['PUT', '/auth/update', { name: 'x' }],
      ['PUT', '/auth/update', form({ name: 'x', image: PNG })],
      ['POST', '/auth/logout', undefined],
      [
        'POST',
        '/pet/register-pet',
        { name: 'x', species: 'dog', breed: 'Beagle', petDateOfBirth: '2020-01-01' },
      ],
      ['POST', '/pet/register-pet', form({ name: 'x', image: PNG })],
      ['GET', '/pet/register-pet', undefined],
      ['POST', `/pet/update-pet/${petOfA._id}`, { name: 'x' }],
      ['GET', '/user/address', undefined],
      ['GET', `/user/address/${addressOfA._id}`, undefined],
      ['POST', '/user/address', { street: 'x', city: 'x', state: 'x', pincode: '411001' }],
      ['PUT', `/user/address/${addressOfA._id}`, { isDefault: true }],
      ['DELETE', `/address/${addressOfA._id}`, undefined],
      ['DELETE', `/user/address/${addressOfA._id}`, undefined],
    ] as const;

  it('answers 401 with a message, before looking at the input', async () => {
    for (const [method, path, body] of routes()) {
      const res = await server.api(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body, `${method} ${path}`).toEqual({ message: 'Please log in to continue.' });
      // Bad input does not turn it into a 400 either.
      const bad = await server.api(method, path.replace(/[0-9a-f-]{36}$/, 'not-an-id'), {
        body: body && !(body instanceof FormData) ? { ...body, pincode: 'x' } : body,
      });
      expect(bad.status, `${method} ${path} with bad input`).toBe(401);
    }
  });

  it('answers 401 with a revoked token too', async () => {
    const c = await signUp(server);
    await server.api('POST', '/auth/logout', { token: c.token });
    for (const [method, path, body] of routes()) {
      const res = await server.api(method, path, { token: c.token, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: 'Session expired. Please log in again.' });
    }
  });

  it('leaves A’s things untouched', async () => {
    expect((await stateOfA()).pets).toEqual([petOfA]);
  });
});
