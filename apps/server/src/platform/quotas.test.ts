import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, MATING_PAGE_SIZE } from '@petverse/api/contract';
import { PNG, form, signUp, type SignedUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { PDF, addAddress } from '../../test/shopping.fixtures';

/**
 * Audit item 5: one account cannot fill our disk or a public list. What an account keeps has a
 * limit (ACCOUNT_LIMITS) that parallel requests cannot pass together; uploads have an hourly
 * quota; owners can delete their pets and mating profiles; the public list of profiles is paged.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    app: { rateLimits: { uploadsPerAccount: { limit: 3, windowMs: 3_600_000 } } },
  });
});
afterAll(async () => {
  await server.close();
});

const pet = (name = 'Bruno', image?: Buffer) =>
  form({
    name,
    species: 'dog',
    breed: 'Beagle',
    petDateOfBirth: '2021-04-01',
    ...(image ? { image } : {}),
  });
const registerPet = (who: SignedUp, name?: string, image?: Buffer) =>
  server.api('POST', '/pet/register-pet', { token: who.token, body: pet(name, image) });
const petsOf = async (who: SignedUp) =>
  (await server.api('GET', '/pet/register-pet', { token: who.token })).body.pets as {
    _id: string;
    name: string;
    image: string | null;
  }[];
const profile = (petName: string) => ({
  category: 'Dog',
  breed: 'Beagle',
  petName,
  location: 'Pune',
});

describe('what one account may keep', () => {
  it(`registers at most ${ACCOUNT_LIMITS.pets} pets, even when asked in parallel`, async () => {
    const who = await signUp(server);
    for (let i = 0; i < ACCOUNT_LIMITS.pets - 3; i++)
      expect((await registerPet(who, `Pet ${i}`)).status).toBe(201);
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => registerPet(who, `Racer ${i}`)),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = racing.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.body.message).toBe(
      `You can register at most ${ACCOUNT_LIMITS.pets} pets. Delete one to add another.`,
    );
    expect(await petsOf(who)).toHaveLength(ACCOUNT_LIMITS.pets);
  });

  it(`saves at most ${ACCOUNT_LIMITS.addresses} addresses`, async () => {
    const who = await signUp(server);
    for (let i = 0; i < ACCOUNT_LIMITS.addresses; i++) await addAddress(server, who.token);
    const extra = await server.api('POST', '/user/address', {
      token: who.token,
      body: {
        street: '1 Main Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    });
    expect(extra.status).toBe(409);
    expect(extra.body.message).toMatch(/at most 20 addresses/);
  });

  it(`lists at most ${ACCOUNT_LIMITS.matingProfiles} mating profiles per account`, async () => {
    const who = await signUp(server);
    const add = (i: number) =>
      server.api('POST', '/lifestyle/addMatingProfile', {
        token: who.token,
        body: profile(`Dog ${i}`),
      });
    const all = await Promise.all(
      Array.from({ length: ACCOUNT_LIMITS.matingProfiles + 4 }, (_, i) => add(i)),
    );
    expect(all.filter((r) => r.status === 201)).toHaveLength(ACCOUNT_LIMITS.matingProfiles);
    expect(all.filter((r) => r.status === 409)).toHaveLength(4);
    const mine = await server.api('GET', '/lifestyle/myMatingProfiles', { token: who.token });
    expect(mine.body.data).toHaveLength(ACCOUNT_LIMITS.matingProfiles);
  });
});

describe('the upload quota', () => {
  it('counts pictures and prescriptions against the account, and says when to try again', async () => {
    const who = await signUp(server);
    expect((await registerPet(who, 'One', PNG)).status).toBe(201);
    const profilePicture = new FormData();
    profilePicture.append('image', new Blob([PNG], { type: 'image/png' }), 'me.png');
    expect(
      (await server.api('PUT', '/auth/update', { token: who.token, body: profilePicture })).status,
    ).toBe(200);
    const rx = form({ prescriptionFile: PDF }, 'rx.pdf', 'application/pdf');
    expect(
      (await server.api('POST', '/user/addVetCart', { token: who.token, body: rx })).status,
    ).toBe(201);

    const fourth = await registerPet(who, 'Two', PNG);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Too many uploads\. Please try again in \d+ minutes?\.$/);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await petsOf(who)).map((p) => p.name)).toEqual(['One']);
    // Without a picture nothing is uploaded, so nothing is counted.
    expect((await registerPet(who, 'Three')).status).toBe(201);
    // Another account has its own quota.
    expect((await registerPet(await signUp(server), 'Else', PNG)).status).toBe(201);
  });
});

describe('deleting a pet', () => {
  it('lets the owner delete their pet and its picture; nobody else', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const created = (await registerPet(owner, 'Bruno', PNG)).body.pet as {
      _id: string;
      image: string;
    };
    expect((await fetch(`${server.url}${created.image}`)).status).toBe(200);

    const byOther = await server.api('DELETE', `/pet/delete-pet/${created._id}`, {
      token: other.token,
    });
    expect(byOther.status).toBe(404);
    expect(byOther.body).toEqual({ message: 'Pet not found' });
    expect((await server.api('DELETE', `/pet/delete-pet/${created._id}`)).status).toBe(401);
    expect(await petsOf(owner)).toHaveLength(1);

    const deleted = await server.api('DELETE', `/pet/delete-pet/${created._id}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Pet deleted successfully.', pets: [] });
    expect(await petsOf(owner)).toEqual([]);
    expect((await fetch(`${server.url}${created.image}`)).status).toBe(404);
    expect(
      (await server.api('DELETE', `/pet/delete-pet/${created._id}`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await server.api('DELETE', '/pet/delete-pet/not-an-id', { token: owner.token })).status,
    ).toBe(400);
  });
});

describe('mating profiles', () => {
  it('lets the owner delete their profile; nobody else', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const created = (
      await server.api('POST', '/lifestyle/addMatingProfile', {
        token: owner.token,
        body: profile('Rani'),
      })
    ).body.data as { _id: string; profileId: string };
    expect(
      (await server.api('GET', '/lifestyle/myMatingProfiles', { token: other.token })).body.data,
    ).toEqual([]);
    const byOther = await server.api('DELETE', `/lifestyle/deleteMatingProfile/${created._id}`, {
      token: other.token,
    });
    expect(byOther.status).toBe(404);
    expect(
      (await server.api('GET', `/lifestyle/getMatingProfile/${created.profileId}`)).status,
    ).toBe(200);

    const deleted = await server.api('DELETE', `/lifestyle/deleteMatingProfile/${created._id}`, {
      token: owner.token,
    });
    expect(deleted.body).toEqual({ message: 'Mating profile deleted successfully.' });
    const gone = await server.api('GET', `/lifestyle/getMatingProfile/${created.profileId}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Pet not found.' });
  });

  it('pages the public list, the first page in the spec’s shape', async () => {
    // Enough profiles from several accounts for three pages.
    const owners = await Promise.all(
      Array.from({ length: Math.ceil((MATING_PAGE_SIZE * 2 + 1) / 10) }, () => signUp(server)),
    );
    for (const [n, who] of owners.entries())
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          server.api('POST', '/lifestyle/addMatingProfile', {
            token: who.token,
            body: profile(`Page dog ${n}-${i}`),
          }),
        ),
      );
    const first = await server.api('GET', '/lifestyle/getMatingProfiles');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(MATING_PAGE_SIZE);
    const { total, totalPages } = first.body.pagination as { total: number; totalPages: number };
    expect(total).toBeGreaterThan(MATING_PAGE_SIZE * 2);
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: MATING_PAGE_SIZE,
      total,
      totalPages,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = await server.api('GET', '/lifestyle/getMatingProfiles?page=2');
    const ids = (list: { _id: string }[]) => list.map((p) => p._id);
    expect(ids(second.body.data)).not.toContain(ids(first.body.data)[0]);
    expect(second.body.pagination.hasPrevPage).toBe(true);
    const last = await server.api('GET', `/lifestyle/getMatingProfiles?page=${totalPages}`);
    expect(last.body.pagination.hasNextPage).toBe(false);
    expect(last.body.data.length).toBe(total - (totalPages - 1) * MATING_PAGE_SIZE);
    for (const bad of ['page=0', 'limit=101', 'limit=0', 'page=x'])
      expect((await server.api('GET', `/lifestyle/getMatingProfiles?${bad}`)).status).toBe(400);
  });
});
