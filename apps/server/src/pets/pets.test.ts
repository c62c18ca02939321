import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageInYears, english, type Pet, type PetListResponse } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { DAY, GIF, JPEG, PNG, SVG, TEXT, WEBP, form, signUp } from '../../test/fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server)).token;
});
afterAll(async () => {
  await server.close();
});

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const bruno = {
  name: 'Bruno',
  species: 'dog',
  breed: 'Labrador Retriever',
  petDateOfBirth: '2021-03-15',
};
const registerPet = (body: unknown, as = token) =>
  server.api('POST', '/pet/register-pet', { token: as, body });

describe('POST /pet/register-pet', () => {
  it('registers a pet from a multipart form with a picture', async () => {
    const res = await registerPet(form({ ...bruno, age: '99', image: PNG }));
    expect(res.status).toBe(201);
    const pet = res.body.pet as Pet;
    expect(pet).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Bruno',
      species: 'dog',
      breed: 'Labrador Retriever',
      age: ageInYears('2021-03-15'),
      petDateOfBirth: '2021-03-15',
      image: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{32}\.png$/),
      createdAt: expect.any(String),
    });
    expect(pet.age).not.toBe(99);
    expect(Date.parse(pet.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('registers a pet from JSON without a picture', async () => {
    const res = await registerPet({
      name: 'Misty',
      species: 'cat',
      breed: 'Persian',
      petDateOfBirth: '2024-01-01',
      age: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.pet).toMatchObject({
      name: 'Misty',
      species: 'cat',
      breed: 'Persian',
      image: null,
    });
  });

  it('computes the age in whole years of 365.25 days from the server clock', async () => {
    const born = new Date(Date.now() - Math.ceil(3 * 365.25) * DAY).toISOString().slice(0, 10);
    const res = await registerPet({ ...bruno, petDateOfBirth: born });
    expect(res.body.pet.age).toBe(3);
    const puppy = await registerPet({ ...bruno, petDateOfBirth: isoDay(-200) });
    expect(puppy.body.pet.age).toBe(0);
  });

  it('stores an `other` pet with breed Unknown when none is given', async () => {
    const empty = await registerPet({
      name: 'Shelly',
      species: 'other',
      breed: '',
      petDateOfBirth: '2020-06-01',
    });
    expect(empty.status).toBe(201);
    expect(empty.body.pet.breed).toBe('Unknown');
    const none = await registerPet({
      name: 'Shelly',
      species: 'other',
      petDateOfBirth: '2020-06-01',
    });
    expect(none.body.pet.breed).toBe('Unknown');
  });

  it('accepts a full ISO date-time and keeps the day', async () => {
    const res = await registerPet({ ...bruno, petDateOfBirth: '2022-08-09T00:00:00.000Z' });
    expect(res.status).toBe(201);
    expect(res.body.pet.petDateOfBirth).toBe('2022-08-09');
  });

  it('accepts a pet born today', async () => {
    expect((await registerPet({ ...bruno, petDateOfBirth: isoDay(0) })).status).toBe(201);
  });

  it.each([
    ['no name', { name: undefined }, 'name is required'],
    ['an empty name', { name: '' }, 'Pet name is required.'],
    ['a blank name', { name: '   ' }, 'Pet name is required.'],
    ['a long name', { name: 'x'.repeat(101) }, 'Pet name must be at most 100 characters.'],
    ['no species', { species: undefined }, 'species is required'],
    ['an unknown species', { species: 'fish' }, 'Species must be dog, cat or other.'],
    ['no breed for a dog', { breed: undefined }, 'Breed is required'],
    ['an empty breed for a cat', { species: 'cat', breed: '  ' }, 'Breed is required'],
    ['breed Other not spelled out', { breed: 'Other' }, 'Please specify the breed'],
    ['no date of birth', { petDateOfBirth: undefined }, 'petDateOfBirth is required'],
    [
      'an empty date of birth',
      { petDateOfBirth: '' },
      'Date of birth must be a date (YYYY-MM-DD).',
    ],
    [
      'a date that is not a date',
      { petDateOfBirth: 'yesterday' },
      'Date of birth must be a date (YYYY-MM-DD).',
    ],
    ['an impossible date', { petDateOfBirth: '2021-02-30' }, 'Date of birth must be a real date.'],
    [
      'a date in the future',
      { petDateOfBirth: isoDay(2) },
      'Date of birth cannot be in the future.',
    ],
    ['a date before 1900', { petDateOfBirth: '1899-12-31' }, 'Date of birth must be after 1900.'],
  ])('answers %s with 400', async (_case, change, message) => {
    const res = await registerPet({ ...bruno, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    const multipart = await registerPet(
      form(
        Object.fromEntries(
          Object.entries({ ...bruno, ...change }).filter(([, v]) => v !== undefined),
        ) as Record<string, string>,
      ),
    );
    expect(multipart.status).toBe(400);
    expect(multipart.body).toMatchObject({ message });
  });

  it("names the field in a refusal's values, so a Hindi page says the whole message in Hindi", async () => {
    const empty = await registerPet({ ...bruno, name: '' });
    expect(empty.body).toEqual({
      message: 'Pet name is required.',
      said: { id: '{label} is required.', values: { label: { id: 'Pet name', values: {} } } },
    });
    expect(english(empty.body.said)).toBe(empty.body.message);
    const long = await registerPet({ ...bruno, name: 'x'.repeat(101) });
    expect(long.body.said).toEqual({
      id: '{label} must be at most {max} characters.',
      values: { label: { id: 'Pet name', values: {} }, max: 100 },
    });
    // A sentence without values is its own text: the page looks it up as it is.
    const future = await registerPet({ ...bruno, petDateOfBirth: isoDay(2) });
    expect(future.body).toEqual({ message: 'Date of birth cannot be in the future.' });
  });
});

describe('pictures', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['webp', WEBP, 'image/webp'],
    ['gif', GIF, 'image/gif'],
  ])(
    'accepts a %s picture, recognised by its content, and serves it with safe headers',
    async (ext, bytes, type) => {
      // The browser's name and type are wrong on purpose: only the content counts.
      const res = await registerPet(
        form({ ...bruno, image: bytes }, 'upload.bin', 'application/octet-stream'),
      );
      expect(res.status).toBe(201);
      const image = res.body.pet.image as string;
      expect(image.endsWith(`.${ext}`)).toBe(true);
      const served = await fetch(`${server.url}${image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );

  it.each([
    ['an SVG (it can carry scripts)', SVG, 'pet.svg', 'image/svg+xml'],
    ['text named .png', TEXT, 'pet.png', 'image/png'],
  ])('refuses %s', async (_case, bytes, name, type) => {
    const res = await registerPet(form({ ...bruno, image: bytes }, name, type));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The picture must be a PNG, JPEG, WebP or GIF image.' });
  });

  it('refuses a picture over 2 MB with 413 and stores nothing', async () => {
    const before = await readdir(path.join(server.dataDir, 'uploads')).catch(() => []);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await registerPet(form({ ...bruno, image: big }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The picture is too large. The limit is 2 MB.' });
    expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual(before);
  });

  it('refuses two files at once', async () => {
    const data = form({ ...bruno, image: PNG });
    data.append('image', new Blob([PNG], { type: 'image/png' }), 'second.png');
    const res = await registerPet(data);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Please send one picture at a time.' });
  });

  it('keeps uploads in the data directory under random names', async () => {
    const res = await registerPet(form({ ...bruno, image: PNG }, 'my-dog.png'));
    const name = (res.body.pet.image as string).split('/').pop()!;
    expect(await readdir(path.join(server.dataDir, 'uploads'))).toContain(name);
    expect(name).not.toContain('my-dog');
  });

  it('answers unknown and malformed upload names with 404 and 400', async () => {
    expect((await server.api('GET', '/uploads/0123456789abcdef0123456789abcdef.png')).status).toBe(
      404,
    );
    for (const bad of [
      '..%2F..%2Fjwt-secret',
      'jwt-secret',
      'x.svg',
      '0123456789abcdef0123456789abcdef.html',
    ]) {
      const res = await server.api('GET', `/uploads/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Not an upload name.' });
    }
  });
});

describe('POST /pet/update-pet/{id}', () => {
  it('changes the fields sent and keeps the others, picture included', async () => {
    const created = (await registerPet(form({ ...bruno, image: PNG }))).body.pet as Pet;
    const res = await server.api('POST', `/pet/update-pet/${created._id}`, {
      token,
      body: form({ name: 'Bruno II', age: '42' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.pet).toEqual({ ...created, name: 'Bruno II' });
  });

  it('replaces the picture and removes the old file', async () => {
    const created = (await registerPet(form({ ...bruno, image: PNG }))).body.pet as Pet;
    const res = await server.api('POST', `/pet/update-pet/${created._id}`, {
      token,
      body: form({ ...bruno, image: GIF }, 'new.gif', 'image/gif'),
    });
    expect(res.status).toBe(200);
    expect(res.body.pet.image).toMatch(/\.gif$/);
    expect((await fetch(`${server.url}${created.image}`)).status).toBe(404);
  });

  it('asks for a breed when the species changes without one', async () => {
    const created = (await registerPet(bruno)).body.pet as Pet;
    const res = await server.api('POST', `/pet/update-pet/${created._id}`, {
      token,
      body: { species: 'cat' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Breed is required' });
    const toOther = await server.api('POST', `/pet/update-pet/${created._id}`, {
      token,
      body: { species: 'other', breed: '' },
    });
    expect(toOther.body.pet).toMatchObject({ species: 'other', breed: 'Unknown' });
  });

  it.each([
    [{ petDateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    [{ name: '' }, 'Pet name is required.'],
    [{ species: 'parrot' }, 'Species must be dog, cat or other.'],
    [{ breed: 'Other' }, 'Please specify the breed'],
  ])('answers %j with 400', async (body, message) => {
    const created = (await registerPet(bruno)).body.pet as Pet;
    const res = await server.api('POST', `/pet/update-pet/${created._id}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect(
      (await server.api('POST', '/pet/update-pet/123', { token, body: { name: 'x' } })).status,
    ).toBe(400);
    const res = await server.api('POST', '/pet/update-pet/00000000-0000-4000-8000-000000000000', {
      token,
      body: { name: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Pet not found' });
  });
});

describe('GET /pet/register-pet', () => {
  it('lists only the signed-in user’s pets, oldest first, as pets and data.pets', async () => {
    const { token: own } = await signUp(server);
    expect((await server.api('GET', '/pet/register-pet', { token: own })).body).toEqual({
      pets: [],
      data: { pets: [] },
    });
    const a = (await registerPet({ ...bruno, name: 'First' }, own)).body.pet;
    const b = (await registerPet({ ...bruno, name: 'Second' }, own)).body.pet;
    const res = await server.api('GET', '/pet/register-pet', { token: own });
    expect(res.status).toBe(200);
    const body = res.body as PetListResponse;
    expect(body.pets).toEqual([a, b]);
    expect(body.data.pets).toEqual(body.pets);
  });
});

describe('GET /pet/coming-soon-latest', () => {
  it('says 30 days by default, without a login', async () => {
    const res = await server.api('GET', '/pet/coming-soon-latest');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ daysLeft: 30 });
  });

  it('counts down to LAUNCH_DATE when one is set, never below 0', async () => {
    const launching = await startTestServer({
      app: { launchDate: new Date(Date.now() + 12 * DAY + 3_600_000) },
    });
    try {
      expect((await launching.api('GET', '/pet/coming-soon-latest')).body).toEqual({
        daysLeft: 13,
      });
      launching.clock.advance(20 * DAY);
      expect((await launching.api('GET', '/pet/coming-soon-latest')).body).toEqual({ daysLeft: 0 });
    } finally {
      await launching.close();
    }
  });
});
