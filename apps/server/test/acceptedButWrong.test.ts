import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@petverse/api/contract';
import { form, fromAddress, signUp, someAddress, uniqueEmail, type SignedUp } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { booking, dayInIndia, someProducts } from './shopping.fixtures';

/**
 * Input the schemas used to accept and then store as something else (audit item 6), and
 * passwords anyone would guess (item 7). Each is refused with a message that says why, or the
 * answer says what really happened.
 */
let server: TestServer;
let who: SignedUp;
let productId: string;
beforeAll(async () => {
  server = await startTestServer();
  who = await signUp(server);
  productId = (await someProducts(server, 1))[0]!._id;
});
afterAll(async () => {
  await server.close();
});

const cart = async (token: string) =>
  (await server.api('GET', '/product/cart', { token })).body.cart as {
    productId: string;
    quantity: number;
  }[];

describe('numbers that are not written as numbers', () => {
  it.each([
    ['true', true],
    ['a hexadecimal string', '0x10'],
    ['an exponent', '1e1'],
    ['an empty string', ''],
    // JSON has numbers: text is text, however much it looks like one (issue 36).
    ['decimal text', '5'],
    ['decimal text with a space', ' 5'],
    ['decimal text with a leading zero', '05'],
    ['decimal text with decimals', '5.0'],
  ])('refuses a quantity of %s and changes nothing', async (_what, quantity) => {
    const { token } = await signUp(server);
    const add = await server.api('POST', '/product/cart', {
      token,
      body: { productId, quantity },
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(`Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`);
    expect(await cart(token)).toEqual([]);
  });

  it('refuses a number sent as text inside a list in JSON, with the field’s message', async () => {
    const { token } = await signUp(server);
    await server.api('POST', '/product/cart', { token, body: { productId, quantity: 1 } });
    const res = await server.api('POST', '/product/razorpay/order', {
      token,
      body: {
        amount: 100,
        currency: 'INR',
        items: [{ itemType: 'product', productId, quantity: '1' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`);
  });

  it('still takes a number, and a number sent as decimal text in a query', async () => {
    const { token } = await signUp(server);
    expect(
      (await server.api('POST', '/product/cart', { token, body: { productId, quantity: 2 } }))
        .status,
    ).toBe(200);
    expect((await server.api('GET', '/product/user-orders?page=1&limit=5', { token })).status).toBe(
      200,
    );
    const hex = await server.api('GET', '/product/user-orders?page=0x1', { token });
    expect(hex.status).toBe(400);
  });
});

describe('adding past the most one cart line can hold', () => {
  it('says the line is full instead of "added"', async () => {
    const { token } = await signUp(server);
    const first = await server.api('POST', '/product/cart', {
      token,
      body: { productId, quantity: MAX_QUANTITY },
    });
    expect(first.body.message).toBe('Added to cart');
    const again = await server.api('POST', '/product/cart', {
      token,
      body: { productId, quantity: MAX_QUANTITY },
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(
      `Your cart can hold at most ${MAX_QUANTITY} of one product; it now has ${MAX_QUANTITY}.`,
    );
    expect((await cart(token))[0]!.quantity).toBe(MAX_QUANTITY);
  });
});

describe('names that show nothing or show something else', () => {
  it.each([
    ['only zero-width characters', '\u200b\u200c\u200d\ufeff'],
    ['spaces and a zero-width joiner', ' \u200d '],
  ])('refuses a name of %s', async (_what, name) => {
    const res = await server.api('POST', '/auth/register', {
      body: { name, email: uniqueEmail(), phone: '9876543210', password: 'correct horse 1' },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name is required.');
    const pet = await server.api('POST', '/pet/register-pet', {
      token: who.token,
      body: form({ name, species: 'dog', breed: 'Beagle', petDateOfBirth: '2021-04-01' }),
    });
    expect(pet.status).toBe(400);
  });

  it('refuses a right-to-left override hidden in a name, on JSON and multipart alike', async () => {
    const name = 'Asha \u202egpj.exe';
    const json = await server.api('PUT', '/auth/update', { token: who.token, body: { name } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Text must not contain control characters.');
    const multipart = await server.api('POST', '/pet/register-pet', {
      token: who.token,
      body: form({ name, species: 'dog', breed: 'Beagle', petDateOfBirth: '2021-04-01' }),
    });
    expect(multipart.status).toBe(400);
    expect(multipart.body.message).toBe('Text must not contain control characters.');
  });

  it('keeps names in any script, accents and joiners inside words included', async () => {
    for (const name of ['अनन्या', 'Zoë', 'علي', 'क्‍ष']) {
      const res = await server.api('PUT', '/auth/update', { token: who.token, body: { name } });
      expect(res.status, name).toBe(200);
    }
  });
});

describe('dates', () => {
  it('refuses a date of birth with an impossible time of day', async () => {
    const res = await server.api('POST', '/pet/register-pet', {
      token: who.token,
      body: form({
        name: 'Bruno',
        species: 'dog',
        breed: 'Beagle',
        petDateOfBirth: '2020-01-01T25:99:99Z',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Date of birth must be a date (YYYY-MM-DD).');
    const ok = await server.api('POST', '/pet/register-pet', {
      token: who.token,
      body: form({
        name: 'Bruno',
        species: 'dog',
        breed: 'Beagle',
        petDateOfBirth: '2020-01-01T10:30:00.000Z',
      }),
    });
    expect(ok.status).toBe(201);
  });

  it('books a consultation at most 90 days ahead', async () => {
    const { token } = await signUp(server);
    const far = await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: booking({ selectedDate: '9999-12-31' }),
    });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('Appointments can be booked at most 90 days ahead.');
    const justPast = await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: booking({ selectedDate: dayInIndia(91) }),
    });
    expect(justPast.status).toBe(400);
    const last = await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: booking({ selectedDate: dayInIndia(90) }),
    });
    expect(last.status).toBe(201);
  });
});

describe('passwords anyone would guess (ASVS 5.0 §6.2)', () => {
  it.each([
    ['password', /one of the most used passwords/],
    ['12345678', /one of the most used passwords/],
    ['        ', /repeats the same characters/],
    ['iloveyou', /one of the most used passwords/],
    ['qwertyuiop', /most used passwords|row of keys/],
  ])('refuses %j at sign-up, saying why', async (password, why) => {
    const email = uniqueEmail('weak');
    const res = await server.api('POST', '/auth/register', {
      body: { name: 'Asha Rao', email, phone: '9876543210', password },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^This password is too easy to guess: /);
    expect(res.body.message).toMatch(why);
    const login = await server.api('POST', '/auth/login', {
      body: { email, password },
      headers: fromAddress(someAddress()),
    });
    expect(login.status).toBe(401);
  });

  it('refuses a password made of the person’s own email', async () => {
    const email = uniqueEmail('samename');
    const res = await server.api('POST', '/auth/register', {
      body: { name: 'Asha Rao', email, phone: '9876543210', password: email },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['petverse123', 'Asha Rao', /it contains the name of this site/],
    ['PetVerse2024', 'Asha Rao', /it contains the name of this site/],
    ['rahulsharma', 'Rahul Sharma', /it contains your name or email/],
    ['sharmarahul', 'Rahul Sharma', /it contains your name or email/],
  ])(
    'refuses %j (the site’s name, or the person’s name run together) for %s, saying why',
    async (password, name, why) => {
      const res = await server.api('POST', '/auth/register', {
        body: { name, email: uniqueEmail('guessable'), phone: '9876543210', password },
        headers: fromAddress(someAddress()),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(why);
    },
  );

  it('refuses a password made of the parts of the person’s email', async () => {
    const res = await server.api('POST', '/auth/register', {
      body: {
        name: 'Asha Rao',
        email: `meera.kapoor${Date.now()}@example.com`,
        phone: '9876543210',
        password: 'kapoormeera',
      },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/it contains your name or email/);
  });

  it('refuses a weak new password at reset', async () => {
    const res = await server.api('POST', '/auth/reset-password', {
      body: { email: who.email, otp: '123456', newPassword: 'password1' },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^This password is too easy to guess/);
  });

  it('accepts a passphrase', async () => {
    const res = await server.api('POST', '/auth/register', {
      body: {
        name: 'Asha Rao',
        email: uniqueEmail(),
        phone: '9876543210',
        password: 'mango monsoon kite',
      },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(201);
  });
});
