import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseStore } from './rateLimit';
import { startTestServer, type TestServer } from '../../test/harness';
import { MINUTE, fromAddress, signUp, someAddress, uniqueEmail } from '../../test/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const login = (email: string, password: string, ip: string) =>
  server.api('POST', '/auth/login', { body: { email, password }, headers: fromAddress(ip) });
const requestCode = (email: string, ip: string) =>
  server.api('POST', '/auth/forgot-password', { body: { email }, headers: fromAddress(ip) });

describe('login attempts', () => {
  it('are limited to 10 per account and address in 15 minutes', async () => {
    const account = await signUp(server);
    const ip = someAddress();
    for (let i = 0; i < 10; i++)
      expect((await login(account.email, 'wrong password', ip)).status).toBe(401);
    const res = await login(account.email, account.password, ip);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Another account is not affected.
    const other = await signUp(server);
    expect((await login(other.email, other.password, ip)).status).toBe(200);
  });

  it('never lock the owner out: from another address the correct password works, slowed down', async () => {
    const account = await signUp(server);
    // Someone tries the account from many addresses.
    for (let i = 0; i < 11; i++) await login(account.email, 'wrong password', someAddress());
    const started = performance.now();
    const res = await login(account.email, account.password, someAddress());
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('count the account whatever the email case', async () => {
    const account = await signUp(server);
    const ip = someAddress();
    for (let i = 0; i < 10; i++)
      await login(i % 2 ? account.email.toUpperCase() : account.email, 'wrong password', ip);
    expect((await login(account.email, account.password, ip)).status).toBe(429);
  });

  it('open again when the window has passed', async () => {
    const account = await signUp(server);
    const ip = someAddress();
    for (let i = 0; i < 11; i++) await login(account.email, 'wrong password', ip);
    expect((await login(account.email, account.password, ip)).status).toBe(429);
    server.clock.advance(15 * MINUTE + 1000);
    try {
      expect((await login(account.email, account.password, ip)).status).toBe(200);
    } finally {
      server.clock.advance(-(15 * MINUTE + 1000));
    }
  });

  it('are limited to 50 per client address in 15 minutes, across accounts', async () => {
    const ip = someAddress();
    for (let i = 0; i < 50; i++)
      expect((await login(uniqueEmail('guess'), 'whatever', ip)).status).toBe(401);
    const account = await signUp(server);
    const res = await login(account.email, account.password, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect((await login(account.email, account.password, someAddress())).status).toBe(200);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted (TRUST_PROXY)', async () => {
    const direct = await buildApp({
      db: server.database.db,
      dataDir: server.dataDir,
      logLevel: false,
      clock: server.clock.now,
      trustProxy: false,
    });
    try {
      const attempt = () =>
        direct.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail('spoof'), password: 'whatever' },
          headers: fromAddress(someAddress()),
        });
      for (let i = 0; i < 50; i++) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('code requests', () => {
  it('are limited to 3 per account and address in 15 minutes, known email or not', async () => {
    const account = await signUp(server);
    const stranger = uniqueEmail('stranger');
    for (const email of [account.email, stranger]) {
      const ip = someAddress();
      for (let i = 0; i < 3; i++) expect((await requestCode(email, ip)).status).toBe(200);
      const res = await requestCode(email, ip);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        message: 'Too many code requests. Please try again in 15 minutes.',
      });
    }
  });

  it('are limited to 10 per client address in 15 minutes', async () => {
    const ip = someAddress();
    for (let i = 0; i < 10; i++) expect((await requestCode(uniqueEmail(), ip)).status).toBe(200);
    const res = await requestCode(uniqueEmail(), ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many code requests\./);
  });

  it('cannot block the owner: past the account limit no new code is made, and the last one still works', async () => {
    const account = await signUp(server);
    for (let i = 0; i < 3; i++) await requestCode(account.email, someAddress());
    const outbox = async () =>
      (await server.api('GET', `/dev/outbox?email=${encodeURIComponent(account.email)}`)).body
        .messages as { text: string }[];
    const [last] = await outbox();
    // Requests from other addresses answer the same, but send and replace nothing.
    for (let i = 0; i < 3; i++)
      expect((await requestCode(account.email, someAddress())).status).toBe(200);
    expect(await outbox()).toHaveLength(3);
    const code = /\b(\d{6})\b/.exec(last!.text)![1]!;
    const reset = await server.api('POST', '/auth/reset-password', {
      body: { email: account.email, otp: code, newPassword: 'a brand new secret' },
      headers: fromAddress(someAddress()),
    });
    expect(reset.status).toBe(200);
  });
});

describe('reset attempts', () => {
  it('are limited to 20 per client address in 15 minutes', async () => {
    const ip = someAddress();
    const body = { email: 'someone@example.com', otp: '000000', newPassword: 'long enough' };
    for (let i = 0; i < 20; i++)
      expect(
        (await server.api('POST', '/auth/reset-password', { body, headers: fromAddress(ip) }))
          .status,
      ).toBe(400);
    const res = await server.api('POST', '/auth/reset-password', {
      body,
      headers: fromAddress(ip),
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password reset attempts\./);
  });
});

describe('the database store of @fastify/rate-limit', () => {
  it('is shared by several server instances on one database', async () => {
    const second = await buildApp({
      db: server.database.db,
      dataDir: server.dataDir,
      logLevel: false,
      clock: server.clock.now,
      trustProxy: 'loopback',
    });
    try {
      // Five tries on one instance and five on the other, from one address: the limit is
      // reached across both.
      const account = await signUp(server);
      const ip = someAddress();
      for (let i = 0; i < 5; i++) await login(account.email, 'wrong password', ip);
      for (let i = 0; i < 5; i++) {
        const res = await second.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: 'wrong password' },
          headers: fromAddress(ip),
        });
        expect(res.statusCode).toBe(401);
      }
      expect((await login(account.email, account.password, ip)).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('counts atomically under parallel hits and restarts the window when it ends', async () => {
    const Store = databaseStore(server.database.db, server.clock.now);
    const store = new Store({});
    const limit = 5;
    const hit = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error ? reject(error) : resolve(result!)),
          MINUTE,
          limit,
        ),
      );
    const key = `test:${someAddress()}`;
    const decisions = await Promise.all(Array.from({ length: 8 }, () => hit(key)));
    expect(decisions.map((d) => d.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(decisions.filter((d) => d.current <= limit)).toHaveLength(5);
    server.clock.advance(MINUTE + 1);
    try {
      const next = await hit(key);
      expect(next.current).toBe(1);
      expect(next.ttl).toBe(MINUTE);
    } finally {
      server.clock.advance(-(MINUTE + 1));
    }
  });
});

describe('sign-ups for emails that already have an account', () => {
  it('keep their clear 409, count against the address’s sign-up limit, and a burst is logged as enumeration', async () => {
    const lines: string[] = [];
    const limited = await startTestServer({
      app: {
        logLevel: 'warn',
        logStream: { write: (line: string) => void lines.push(line) },
        rateLimits: {
          registerPerAddress: { limit: 8, windowMs: 60 * MINUTE },
          registeredEmailsPerAddress: { limit: 3, windowMs: 15 * MINUTE },
        },
      },
    });
    try {
      const taken = await signUp(limited);
      const ip = someAddress();
      const signUpAs = (email: string) =>
        limited.api('POST', '/auth/register', {
          body: { name: 'Asha Rao', email, phone: '9876543210', password: 'mango monsoon kite' },
          headers: fromAddress(ip),
        });
      const enumeration = () => lines.filter((line) => /likely account enumeration/.test(line));
      for (let i = 0; i < 3; i++) {
        const res = await signUpAs(taken.email);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          'An account with this email already exists. Please log in instead.',
        );
      }
      expect(enumeration()).toEqual([]);
      // The fourth "taken" answer to one address within 15 minutes is a burst.
      expect((await signUpAs(taken.email)).status).toBe(409);
      expect(enumeration()).toHaveLength(1);
      expect(JSON.parse(enumeration()[0]!)).toMatchObject({ level: 40, ip });
      // Each 409 was a sign-up attempt: four of eight used, four new accounts, then 429.
      for (let i = 0; i < 4; i++) expect((await signUpAs(uniqueEmail('burst'))).status).toBe(201);
      const refused = await signUpAs(taken.email);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many sign-up attempts\./);
    } finally {
      await limited.close();
    }
  });
});
