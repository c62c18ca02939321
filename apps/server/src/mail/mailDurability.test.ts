import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/fixtures';
import { freePort, launch, ready, stopLaunched } from '../../test/processes';
import { recipient, startSmtpInbox } from '../../test/smtpInbox';

/**
 * Issue 32: a mail is a job in the database, written with the change that causes it. The SMTP
 * server being down and the process being killed (`kill -9`) lose nothing: the next process on
 * the same database sends it, once.
 */
afterAll(stopLaunched);

describe.runIf(!process.env.DATABASE_URL)('a mail queued when SMTP is down', () => {
  it('survives kill -9 and is sent once by the next process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-mail-'));
    // Nothing listens there: every attempt to send is refused, and retried later.
    const closed = `smtp://127.0.0.1:${await freePort()}`;
    const first = await ready(await launch({ DATA_DIR: dataDir, SMTP_URL: closed }));
    const email = uniqueEmail('durable');
    const res = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha Rao',
        email,
        phone: '9876543210',
        password: 'correct horse 1',
      }),
    });
    expect(res.status).toBe(201);
    // Long enough for the worker to take the job and fail to send it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    first.child.kill('SIGKILL');
    await first.exited;

    const inbox = await startSmtpInbox();
    try {
      const second = await ready(await launch({ DATA_DIR: dataDir, SMTP_URL: inbox.url }));
      // The failed attempt waits out its retry delay (20 s), then goes.
      const [welcome] = await inbox
        .waitFor((m) => recipient(m).includes(email), 1, 90_000)
        .catch((error: Error) => {
          throw new Error(
            `${error.message}\nfirst:\n${first.output()}\nsecond:\n${second.output()}`,
          );
        });
      expect(welcome!.subject).toBe('Welcome to Petverse');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(inbox.messages.filter((m) => recipient(m).includes(email))).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  }, 150_000);
});
