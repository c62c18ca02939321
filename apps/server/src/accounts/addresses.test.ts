import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { signUp } from '../../test/fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server)).token;
});
afterAll(async () => {
  await server.close();
});

const home = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const add = (body: unknown, as = token) => server.api('POST', '/user/address', { token: as, body });
const list = async (as: string) =>
  (await server.api('GET', '/user/address', { token: as })).body.data as Address[];

describe('POST /user/address', () => {
  it('adds an address with type Home and country India by default', async () => {
    const { token: fresh } = await signUp(server);
    await add({ ...home, street: 'First' }, fresh);
    const res = await add(home, fresh);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'Home',
        name: '',
        email: '',
        phone: '',
        ...home,
        country: 'India',
        isDefault: false,
      },
      message: 'Address added successfully',
    });
  });

  it("makes a user's first address the default, and later ones only when asked", async () => {
    const { token: fresh } = await signUp(server);
    const first = await add({ ...home, street: 'Only', isDefault: false }, fresh);
    expect(first.body.data.isDefault).toBe(true);
    const second = await add({ ...home, street: 'Second' }, fresh);
    expect(second.body.data.isDefault).toBe(false);
    expect((await list(fresh)).map((a) => [a.street, a.isDefault])).toEqual([
      ['Only', true],
      ['Second', false],
    ]);
  });

  it('keeps every field it is given, trimmed', async () => {
    const full = {
      type: 'Work',
      name: ' Asha ',
      email: 'asha@example.com',
      phone: '9876543210',
      street: ' 1 Park St ',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      country: 'India',
      isDefault: true,
    };
    const res = await add(full);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...full, name: 'Asha', street: '1 Park St' });
  });

  it.each([
    ['no street', { street: undefined }, 'street is required'],
    ['a blank street', { street: '  ' }, 'Street is required.'],
    ['no city', { city: undefined }, 'city is required'],
    ['an empty city', { city: '' }, 'City is required.'],
    ['no state', { state: undefined }, 'state is required'],
    ['no pincode', { pincode: undefined }, 'pincode is required'],
    ['a 5-digit pincode', { pincode: '41100' }, 'Pincode must be exactly 6 digits.'],
    ['a 7-digit pincode', { pincode: '4110011' }, 'Pincode must be exactly 6 digits.'],
    ['a pincode with letters', { pincode: '41100A' }, 'Pincode must be exactly 6 digits.'],
    ['a pincode with a space', { pincode: '411 001' }, 'Pincode must be exactly 6 digits.'],
    ['an unknown type', { type: 'Office' }, 'Address type must be Home, Work or Other.'],
    ['an empty country', { country: '' }, 'Country is required.'],
    ['a bad email', { email: 'asha@' }, 'Please enter a valid email address.'],
    ['a bad phone', { phone: 'call me' }, 'Please enter a valid phone number.'],
    ['a non-boolean isDefault', { isDefault: 'sometimes' }, 'isDefault must be true or false.'],
  ])('answers %s with 400', async (_case, change, message) => {
    const res = await add({ ...home, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it('takes a pincode sent as a number', async () => {
    const res = await add({ ...home, pincode: 560001 });
    expect(res.status).toBe(201);
    expect(res.body.data.pincode).toBe('560001');
  });
});

describe('GET /user/address and /user/address/{id}', () => {
  it('lists the user’s addresses in the order they were added', async () => {
    const { token: own } = await signUp(server);
    expect(await list(own)).toEqual([]);
    const a = (await add({ ...home, street: 'A' }, own)).body.data;
    const b = (await add({ ...home, street: 'B' }, own)).body.data;
    expect(await list(own)).toEqual([a, b]);
  });

  it('reads one address', async () => {
    const created = (await add(home)).body.data;
    const res = await server.api('GET', `/user/address/${created._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: created });
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await server.api('GET', '/user/address/nope', { token })).status).toBe(400);
    const res = await server.api('GET', '/user/address/00000000-0000-4000-8000-000000000000', {
      token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Address not found' });
  });
});

describe('PUT /user/address/{id}', () => {
  it('changes the fields sent', async () => {
    const created = (await add(home)).body.data;
    const res = await server.api('PUT', `/user/address/${created._id}`, {
      token,
      body: { city: 'Mumbai', pincode: '400001', type: 'Other' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { ...created, city: 'Mumbai', pincode: '400001', type: 'Other' },
      message: 'Address updated successfully',
    });
  });

  it('does not reset type or country to their defaults on a partial update', async () => {
    const created = (await add({ ...home, type: 'Work', country: 'Nepal' })).body.data;
    const res = await server.api('PUT', `/user/address/${created._id}`, {
      token,
      body: { city: 'Kathmandu' },
    });
    expect(res.body.data).toMatchObject({ type: 'Work', country: 'Nepal' });
  });

  it('makes one address the default and unsets the others', async () => {
    const { token: own } = await signUp(server);
    const a = (await add({ ...home, street: 'A', isDefault: true }, own)).body.data;
    const b = (await add({ ...home, street: 'B' }, own)).body.data;
    const c = (await add({ ...home, street: 'C' }, own)).body.data;
    expect(a.isDefault).toBe(true);
    const res = await server.api('PUT', `/user/address/${b._id}`, {
      token: own,
      body: { isDefault: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...b, isDefault: true });
    expect((await list(own)).map((x) => [x.street, x.isDefault])).toEqual([
      ['A', false],
      ['B', true],
      ['C', false],
    ]);
    // A new default address takes over too.
    await add({ ...home, street: 'D', isDefault: true }, own);
    expect((await list(own)).filter((x) => x.isDefault).map((x) => x.street)).toEqual(['D']);
    expect(c.isDefault).toBe(false);
  });

  it('keeps exactly one default when defaults change in parallel', async () => {
    const { token: own } = await signUp(server);
    const ids = [];
    for (const street of ['A', 'B', 'C', 'D'])
      ids.push((await add({ ...home, street }, own)).body.data._id as string);
    const results = await Promise.all(
      ids.map((id) =>
        server.api('PUT', `/user/address/${id}`, { token: own, body: { isDefault: true } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await list(own)).filter((x) => x.isDefault)).toHaveLength(1);
  });

  it('unsets the default with isDefault false', async () => {
    const created = (await add({ ...home, isDefault: true })).body.data;
    const res = await server.api('PUT', `/user/address/${created._id}`, {
      token,
      body: { isDefault: false },
    });
    expect(res.body.data.isDefault).toBe(false);
  });

  it.each([
    [{ pincode: '12345' }, 'Pincode must be exactly 6 digits.'],
    [{ street: '' }, 'Street is required.'],
    [{ type: 'home' }, 'Address type must be Home, Work or Other.'],
    [{ country: ' ' }, 'Country is required.'],
  ])('answers %j with 400', async (body, message) => {
    const created = (await add(home)).body.data;
    const res = await server.api('PUT', `/user/address/${created._id}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it('answers an unknown id with 404, also when setting the default', async () => {
    for (const body of [{ city: 'X' }, { isDefault: true }]) {
      const res = await server.api('PUT', '/user/address/00000000-0000-4000-8000-000000000000', {
        token,
        body,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Address not found' });
    }
  });
});

describe('DELETE /address/{id} (under the API base)', () => {
  it('deletes the address', async () => {
    const created = (await add(home)).body.data;
    const res = await server.api('DELETE', `/address/${created._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Address deleted successfully' });
    expect((await server.api('GET', `/user/address/${created._id}`, { token })).status).toBe(404);
    expect((await server.api('DELETE', `/address/${created._id}`, { token })).status).toBe(404);
  });

  it('also answers at /user/address/{id}', async () => {
    const created = (await add(home)).body.data;
    expect((await server.api('DELETE', `/user/address/${created._id}`, { token })).status).toBe(
      200,
    );
  });

  it('answers a malformed id with 400', async () => {
    const res = await server.api('DELETE', '/address/not-an-id', { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'id must be a valid id' });
  });
});
