import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevOutboxResponse } from '@petverse/api/contract';
import { buildApp } from '../app';
import { startTestServer, type TestServer } from '../../test/harness';
import { MINUTE, fromAddress, logIn, signUp, someAddress, uniqueEmail } from '../../test/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const CODE_SENT =
  'If an account exists for that email, a 6-digit code has been sent to it. It expires in 10 minutes.';
const INVALID_CODE = 'The code is invalid or has expired. Please check it or request a new code.';

const requestCode = (email: string) =>
  server.api('POST', '/auth/forgot-password', {
    body: { email },
    headers: fromAddress(someAddress()),
  });
const reset = (email: string, otp: string, newPassword = 'brand new secret') =>
  server.api('POST', '/auth/reset-password', {
    body: { email, otp, newPassword },
    headers: fromAddress(someAddress()),
  });

async function outbox(email: string): Promise<DevOutboxResponse['messages']> {
  const res = await server.api('GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.messages as DevOutboxResponse['messages'];
}

async function latestCode(email: string): Promise<string> {
  const [latest] = await outbox(email);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /auth/forgot-password', () => {
  it('puts a 6-digit code into the outbox for a known email', async () => {
    const account = await signUp(server);
    const res = await requestCode(account.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CODE_SENT });
    const [mail] = await outbox(account.email);
    expect(mail).toMatchObject({ to: account.email, subject: 'Your Petverse password reset code' });
    expect(mail!.text).toMatch(/code is \d{6}\. It expires in 10 minutes/);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const known = await signUp(server);
    const stranger = uniqueEmail('stranger');
    const a = await requestCode(known.email);
    const b = await requestCode(stranger);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(await outbox(stranger)).toEqual([]);
  });

  it('answers the same when the SMTP server fails, and logs instead', async () => {
    const account = await signUp(server);
    const failing = await buildApp({
      db: server.database.db,
      dataDir: server.dataDir,
      logLevel: false,
      mailer: {
        kind: 'smtp',
        describe: 'Mail: SMTP (down)',
        send: () => Promise.reject(new Error('SMTP is down')),
      },
    });
    try {
      for (const email of [account.email, uniqueEmail('stranger')]) {
        const res = await failing.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
          headers: fromAddress(someAddress()),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: CODE_SENT });
      }
    } finally {
      await failing.close();
    }
  });

  it('stores only a hash of the code', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const code = await latestCode(account.email);
    const result = await server.database.db.execute(
      `select code_hash from password_resets where user_id = '${account.user._id}'`,
    );
    const [row] = (result as { rows: Array<{ code_hash: string }> }).rows;
    expect(row?.code_hash).not.toContain(code);
    expect(row?.code_hash.length).toBeGreaterThan(20);
  });

  it.each([[{}], [{ email: '' }], [{ email: 'nope' }]])('answers %j with 400', async (body) => {
    const res = await server.api('POST', '/auth/forgot-password', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/email/i);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password with the right code; the old password and old tokens stop working', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const res = await reset(account.email, await latestCode(account.email), 'brand new secret');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Your password has been reset. Please log in with your new password.',
    });
    expect((await logIn(server, account.email, account.password)).status).toBe(401);
    expect((await logIn(server, account.email, 'brand new secret')).status).toBe(200);
    expect((await server.api('GET', '/auth/getuser', { token: account.token })).status).toBe(401);
  });

  it('refuses the person’s own name and the shop’s, as sign-up does, and keeps the code usable', async () => {
    const account = await signUp(server, { name: 'Chandrashekhar Venkataraman' });
    await requestCode(account.email);
    const code = await latestCode(account.email);
    for (const weak of ['Chandrashekhar Venkataraman', 'Petverse@2026']) {
      const res = await reset(account.email, code, weak);
      expect(res.status, weak).toBe(400);
      expect(res.body.message, weak).not.toBe(INVALID_CODE);
    }
    const refusedAtSignUp = await server.api('POST', '/auth/register', {
      body: {
        name: 'Ira',
        email: uniqueEmail(),
        phone: '+91 98765 43210',
        password: 'Petverse@2026',
      },
      headers: fromAddress(someAddress()),
    });
    expect(refusedAtSignUp.status).toBe(400);
    expect((await reset(account.email, code)).status).toBe(200);
  });

  it('accepts the email in another case', async () => {
    const account = await signUp(server);
    await requestCode(account.email.toUpperCase());
    expect((await reset(account.email.toUpperCase(), await latestCode(account.email))).status).toBe(
      200,
    );
  });

  it('uses a code once only', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const code = await latestCode(account.email);
    expect((await reset(account.email, code)).status).toBe(200);
    const again = await reset(account.email, code, 'another new secret');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: INVALID_CODE });
  });

  it('lets a code expire after 10 minutes', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const code = await latestCode(account.email);
    server.clock.advance(10 * MINUTE + 1000);
    try {
      const res = await reset(account.email, code);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: INVALID_CODE });
    } finally {
      server.clock.advance(-(10 * MINUTE + 1000));
    }
  });

  it('still takes a code just before it expires', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const code = await latestCode(account.email);
    server.clock.advance(9 * MINUTE);
    try {
      expect((await reset(account.email, code)).status).toBe(200);
    } finally {
      server.clock.advance(-9 * MINUTE);
    }
  });

  it('takes the right code after 4 wrong tries', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const code = await latestCode(account.email);
    for (let i = 0; i < 4; i++) expect((await reset(account.email, wrong(code))).status).toBe(400);
    expect((await reset(account.email, code)).status).toBe(200);
  });

  it('invalidates the code after 5 wrong tries, even for the right one', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const code = await latestCode(account.email);
    for (let i = 0; i < 5; i++) {
      const res = await reset(account.email, wrong(code));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: INVALID_CODE });
    }
    expect((await reset(account.email, code)).status).toBe(400);
    expect((await logIn(server, account.email, account.password)).status).toBe(200);
  });

  it('counts parallel wrong guesses too', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const code = await latestCode(account.email);
    await Promise.all(Array.from({ length: 8 }, () => reset(account.email, wrong(code))));
    expect((await reset(account.email, code)).status).toBe(400);
  });

  it('replaces an earlier code with a new one', async () => {
    const account = await signUp(server);
    await requestCode(account.email);
    const first = await latestCode(account.email);
    await requestCode(account.email);
    const second = await latestCode(account.email);
    if (first !== second) expect((await reset(account.email, first)).status).toBe(400);
    expect((await reset(account.email, second)).status).toBe(200);
  });

  it('answers every failure alike: unknown email, no code requested, wrong code', async () => {
    const account = await signUp(server);
    const unknown = await reset(uniqueEmail('nobody'), '123456');
    const noCode = await reset(account.email, '123456');
    await requestCode(account.email);
    const wrongCode = await reset(account.email, wrong(await latestCode(account.email)));
    for (const res of [unknown, noCode, wrongCode]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: INVALID_CODE });
    }
  });

  it.each([
    [{ otp: '12345' }, 'The code must be 6 digits.'],
    [{ otp: '1234567' }, 'The code must be 6 digits.'],
    [{ otp: 'abcdef' }, 'The code must be 6 digits.'],
    [{ otp: undefined }, 'otp is required'],
    [{ newPassword: 'short' }, 'New password must be at least 8 characters.'],
    [{ newPassword: undefined }, 'newPassword is required'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
  ])('answers %j with 400', async (change, message) => {
    const res = await server.api('POST', '/auth/reset-password', {
      body: { email: 'a@b.co', otp: '123456', newPassword: 'long enough', ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

describe('the dev outbox', () => {
  it('needs an email', async () => {
    const res = await server.api('GET', '/dev/outbox');
    expect(res.status).toBe(400);
  });

  it('is not there unless PETVERSE_DEV_OUTBOX is set', async () => {
    const plain = await startTestServer({ app: { devOutbox: false } });
    try {
      const res = await plain.api('GET', '/dev/outbox?email=a@b.co');
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('what the reset flow gives away', () => {
  it('takes at least as long for an unknown email as the floor, like a known one', async () => {
    const { email } = await signUp(server);
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    for (const [what, work] of [
      ['known code request', () => requestCode(email)],
      ['unknown code request', () => requestCode(uniqueEmail('nobody'))],
      ['known reset', () => reset(email, '000000')],
      ['unknown reset', () => reset(uniqueEmail('nobody'), '000000')],
    ] as const)
      expect(await timed(work), what).toBeGreaterThanOrEqual(95);
  });

  it('never writes a reset code to the log, and keeps outbox mail an hour at most', async () => {
    const lines: string[] = [];
    const logged = await startTestServer();
    try {
      const { createMailer } = await import('../platform/mailer');
      const { mailAddress } = await import('../platform/mailAddress');
      const to = (address: string) => mailAddress(address)!;
      const log = {
        info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
        warn: (...args: unknown[]) => lines.push(JSON.stringify(args)),
        error: (...args: unknown[]) => lines.push(JSON.stringify(args)),
      } as never;
      let now = new Date('2026-12-01T10:00:00Z');
      const mailer = createMailer({ db: logged.database.db, clock: () => now });
      await mailer.send(
        { to: to('a@example.com'), subject: 'code', text: 'Your code is 482913.' },
        log,
      );
      expect(lines.join('\n')).not.toContain('482913');
      now = new Date('2026-12-01T11:30:00Z');
      await mailer.send(
        { to: to('b@example.com'), subject: 'code', text: 'Your code is 100200.' },
        log,
      );
      const kept = await logged.api('GET', '/dev/outbox?email=a%40example.com');
      expect(kept.body.messages).toEqual([]);
      // In production without SMTP nothing is kept at all.
      const none = createMailer({ db: logged.database.db, production: true });
      await none.send(
        { to: to('c@example.com'), subject: 'code', text: 'Your code is 555111.' },
        log,
      );
      expect((await logged.api('GET', '/dev/outbox?email=c%40example.com')).body.messages).toEqual(
        [],
      );
      expect(lines.join('\n')).not.toContain('555111');
    } finally {
      await logged.close();
    }
  });
});
