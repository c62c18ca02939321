import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, GetUserResponse, User } from '@petverse/api/contract';
import { buildApp } from '../app';
import { appSecrets } from '../platform/tables';
import { freshDatabase, startTestServer, type TestServer } from '../../test/harness';
import {
  DAY,
  PNG,
  TEXT,
  form,
  fromAddress,
  logIn,
  signUp,
  someAddress,
  uniqueEmail,
} from '../../test/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const register = (body: unknown) =>
  server.api('POST', '/auth/register', { body, headers: fromAddress(someAddress()) });
const valid = () => ({
  name: 'Asha Rao',
  email: uniqueEmail(),
  phone: '9876543210',
  password: 'long enough 1',
});

describe('POST /auth/register', () => {
  it('creates the account and signs the new user in', async () => {
    const payload = valid();
    const res = await register(payload);
    expect(res.status).toBe(201);
    const body = res.body as AuthResponse;
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: 'Asha Rao',
      email: payload.email,
      phone: '9876543210',
      image: null,
      createdAt: expect.any(String),
      reminders: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    const me = await server.api('GET', '/auth/getuser', { token: body.token });
    expect(me.status).toBe(200);
    expect((me.body as GetUserResponse).user).toEqual(body.user);
  });

  it('issues an HS256 token carrying userId and sub, expiring in 7 days', async () => {
    const { token, user } = await signUp(server);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map(
        (part) =>
          JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, number | string>,
      );
    expect(header!.alg).toBe('HS256');
    expect(payload!.userId).toBe(user._id);
    expect(payload!.sub).toBe(user._id);
    expect(Number(payload!.exp) - Number(payload!.iat)).toBe(7 * 86_400);
  });

  it('stores the password as an argon2id hash with at least OWASP parameters', async () => {
    const { user } = await signUp(server);
    const result = await server.database.db.execute(
      `select password_hash from users where id = '${user._id}'`,
    );
    const rows = (result as { rows: Array<{ password_hash: string }> }).rows;
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(rows[0]?.password_hash ?? '')!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });

  it('refuses an email that is already registered, whatever its case, with 409', async () => {
    const first = valid();
    expect((await register(first)).status).toBe(201);
    const res = await register({ ...valid(), email: first.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'An account with this email already exists. Please log in instead.',
    });
  });

  it.each([
    ['name', { name: undefined }, 'name is required'],
    ['name', { name: '' }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['email', { email: undefined }, 'email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['email', { email: '' }, 'Please enter a valid email address.'],
    ['phone', { phone: undefined }, 'phone is required'],
    ['phone', { phone: '' }, 'Phone number is required.'],
    ['phone', { phone: 'call me' }, 'Please enter a valid phone number.'],
    ['phone', { phone: '12' }, 'Please enter a valid phone number.'],
    ['password', { password: undefined }, 'password is required'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters.'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
  ])('answers a bad %s with 400: %j', async (_field, change, message) => {
    const res = await register({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it('answers a body that is not JSON with 400, never a 500', async () => {
    const res = await server.api('POST', '/auth/register', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('ignores fields it does not know, such as the confirmation', async () => {
    const res = await register({ ...valid(), confirmPassword: 'whatever' });
    expect(res.status).toBe(201);
  });
});

describe('POST /auth/login', () => {
  it('answers the right password with a token and the user', async () => {
    const account = await signUp(server);
    const res = await logIn(server, account.email, account.password);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ _id: account.user._id, email: account.email });
  });

  it('matches the email whatever its case', async () => {
    const account = await signUp(server);
    const res = await logIn(server, account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown email alike, with 401', async () => {
    const account = await signUp(server);
    const wrong = await logIn(server, account.email, 'not the password');
    const unknown = await logIn(server, uniqueEmail('nobody'), account.password);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ password: 'x' }, 'email is required'],
    [{ email: 'a@b.co' }, 'password is required'],
    [{ email: 'a@b.co', password: '' }, 'Password is required.'],
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address.'],
  ])('answers %j with 400', async (body, message) => {
    const res = await server.api('POST', '/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

describe('GET /auth/getuser and the token', () => {
  it('answers no token with 401 and a message', async () => {
    const res = await server.api('GET', '/auth/getuser');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please log in to continue.' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers a malformed, tampered or foreign token with 401', async () => {
    const { token } = await signUp(server);
    const [h, p] = token.split('.');
    const otherKey = new TextEncoder().encode('a-different-secret-that-is-long-enough-1234');
    const foreign = await new SignJWT({ userId: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherKey);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
    for (const bad of ['garbage', `${h}.${p}.AAAA`, foreign, unsigned]) {
      const res = await server.api('GET', '/auth/getuser', { token: bad });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Session expired. Please log in again.' });
    }
    const basic = await server.api('GET', '/auth/getuser', {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(401);
  });

  it('answers an expired token with 401', async () => {
    const { token } = await signUp(server);
    expect((await server.api('GET', '/auth/getuser', { token })).status).toBe(200);
    server.clock.advance(7 * DAY + 1000);
    try {
      const res = await server.api('GET', '/auth/getuser', { token });
      expect(res.status).toBe(401);
    } finally {
      server.clock.advance(-(7 * DAY + 1000));
    }
  });

  it('keeps the signing key in the database, not in a file', async () => {
    const [row] = await server.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'jwt'));
    expect(row!.value.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(server.dataDir, 'jwt-secret'))).toBe(false);
  });
});

describe('the signing key', () => {
  it('carries over the key an earlier version kept in DATA_DIR/jwt-secret', async () => {
    const { handle, drop } = await freshDatabase();
    try {
      await handle.migrate();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-legacy-'));
      const legacy = 'a-key-an-earlier-version-wrote-into-the-data-dir';
      writeFileSync(path.join(dataDir, 'jwt-secret'), legacy, { mode: 0o600 });
      await buildApp({ db: handle.db, dataDir, logLevel: false }).then((app) => app.close());
      const [row] = await handle.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
      expect(row!.value).toBe(legacy);
    } finally {
      await handle.close();
      await drop();
    }
  });

  it('is shared by a second instance on the same database (another data directory), so tokens work on both', async () => {
    const { token } = await signUp(server);
    const second = await buildApp({
      db: server.database.db,
      dataDir: mkdtempSync(path.join(tmpdir(), 'petverse-second-')),
      logLevel: false,
    });
    try {
      const res = await second.inject({
        method: 'GET',
        url: '/api/auth/getuser',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('comes from JWT_SECRET when set; tokens signed with another key are refused', async () => {
    const { token } = await signUp(server);
    const jwtSecret = 'an-operator-chosen-secret-of-enough-length';
    const withEnv = await buildApp({
      db: server.database.db,
      dataDir: server.dataDir,
      logLevel: false,
      jwtSecret,
    });
    try {
      const foreign = await withEnv.inject({
        method: 'GET',
        url: '/api/auth/getuser',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(foreign.statusCode).toBe(401);
      const account = await signUp(server);
      const login = await withEnv.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
        headers: fromAddress(someAddress()),
      });
      const mine = await withEnv.inject({
        method: 'GET',
        url: '/api/auth/getuser',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(mine.statusCode).toBe(200);
    } finally {
      await withEnv.close();
    }
  });

  it('refuses a JWT_SECRET shorter than 32 bytes at start', async () => {
    await expect(
      buildApp({
        db: server.database.db,
        dataDir: server.dataDir,
        logLevel: false,
        jwtSecret: 'too-short',
      }),
    ).rejects.toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token server-side, and every other token of the user', async () => {
    const account = await signUp(server);
    const second = (await logIn(server, account.email, account.password)).body.token as string;
    const res = await server.api('POST', '/auth/logout', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out successfully.' });
    for (const token of [account.token, second]) {
      const me = await server.api('GET', '/auth/getuser', { token });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: 'Session expired. Please log in again.' });
    }
    expect((await server.api('POST', '/auth/logout', { token: account.token })).status).toBe(401);
  });

  it('lets the user log in again afterwards', async () => {
    const account = await signUp(server);
    await server.api('POST', '/auth/logout', { token: account.token });
    const again = await logIn(server, account.email, account.password);
    expect(again.status).toBe(200);
    expect((await server.api('GET', '/auth/getuser', { token: again.body.token })).status).toBe(
      200,
    );
  });
});

describe('PUT /auth/update', () => {
  it('changes the name and phone (JSON)', async () => {
    const { token } = await signUp(server);
    const res = await server.api('PUT', '/auth/update', {
      token,
      body: { name: '  Asha R.  ', phone: '9123456780' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully.');
    expect(res.body.user).toMatchObject({ name: 'Asha R.', phone: '9123456780', image: null });
    expect((await server.api('GET', '/auth/getuser', { token })).body.user).toEqual(res.body.user);
  });

  it('takes a multipart form with a picture and serves the picture back', async () => {
    const { token } = await signUp(server);
    const res = await server.api('PUT', '/auth/update', {
      token,
      body: form({ name: 'Ravi', phone: '9000000001', image: PNG }),
    });
    expect(res.status).toBe(200);
    const user = res.body.user as User;
    expect(user).toMatchObject({ name: 'Ravi', phone: '9000000001' });
    expect(user.image).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const picture = await fetch(`${server.url}${user.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('keeps the picture when the form has an empty file input or the current URL', async () => {
    const { token } = await signUp(server);
    const first = (await server.api('PUT', '/auth/update', { token, body: form({ image: PNG }) }))
      .body.user as User;
    const empty = await server.api('PUT', '/auth/update', {
      token,
      body: form({ name: 'Same Picture', image: Buffer.alloc(0) }),
    });
    expect(empty.status).toBe(200);
    expect(empty.body.user.image).toBe(first.image);
    const asUrl = await server.api('PUT', '/auth/update', {
      token,
      body: form({ image: first.image! }),
    });
    expect(asUrl.body.user.image).toBe(first.image);
  });

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const { token } = await signUp(server);
    const res = await server.api('PUT', '/auth/update', {
      token,
      body: form({ image: TEXT }, 'photo.png', 'image/png'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The picture must be a PNG, JPEG, WebP or GIF image.' });
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [{ phone: 'x' }, 'Please enter a valid phone number.'],
  ])('answers %j with 400', async (body, message) => {
    const { token } = await signUp(server);
    const res = await server.api('PUT', '/auth/update', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it('never changes the email', async () => {
    const account = await signUp(server);
    const res = await server.api('PUT', '/auth/update', {
      token: account.token,
      body: { email: 'taken@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(account.email);
  });
});
