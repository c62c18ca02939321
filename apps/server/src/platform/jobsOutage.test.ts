import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { shortId } from '@petverse/api/contract';
import { codOrder } from '../../test/shopping.fixtures';
import type { TestServer } from '../../test/harness';
import { launch, ready, stopLaunched, type Instance } from '../../test/processes';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtpInbox';

/**
 * Issue 54 item 1: PostgreSQL ending every session (a restart, a failover,
 * `pg_terminate_backend`) while the mail workers complete jobs killed every instance, on an
 * unhandled rejection from pg-boss's unawaited completion. Two real instances on one database
 * serve orders while every session is ended again and again; both stay up, and every order the
 * shop acknowledged gets its mail, as one message (one Message-ID).
 */
afterAll(stopLaunched);

/** The server's `api` for a launched instance: what the shopping fixtures call. */
const apiOf = (instance: Instance): TestServer => {
  const api: TestServer['api'] = async (method, path, { body, token, headers = {} } = {}) => {
    const res = await fetch(`${instance.url}/api${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        // Each call from its own client address: per-address limits stay out of the way.
        'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as never };
  };
  // Only what the shopping fixtures use of a test server.
  return { url: instance.url, api } as Pick<TestServer, 'url' | 'api'> as TestServer;
};

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 240_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe.skipIf(!process.env.DATABASE_URL)(
  'the database ends every session while mail is sent (PostgreSQL only: the embedded database is in the process, with no sessions to end)',
  () => {
    let inbox: SmtpInbox | undefined;
    let admin: pg.Client | undefined;
    const name = `petverse_outage_${randomBytes(5).toString('hex')}`;
    afterAll(async () => {
      stopLaunched();
      await inbox?.close();
      if (admin) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await admin.end();
      }
    });

    it('keeps both instances serving, and mails every acknowledged order as one message', async () => {
      admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      inbox = await startSmtpInbox();
      const env = { DATABASE_URL: url.toString(), SMTP_URL: inbox.url, TRUST_PROXY: 'loopback' };
      const a = await ready(await launch(env), 120_000);
      const b = await ready(await launch(env), 120_000);
      const instances = [a, b];

      // A separate client that ends every other session of this database.
      const killer = new pg.Client({ connectionString: url.toString() });
      await killer.connect();
      const endEverySession = () =>
        killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );

      // Ending sessions hits a completion in flight only by chance; so, besides, the first three
      // completions of a mail job fail as a terminated session's statement does (SQLSTATE
      // 57P01), every run: their jobs stay active, expire and are retried, and the mail they
      // already sent must not go again. A sequence counts them (a counter row would be rolled
      // back with the statement it fails).
      await killer.query(`
        create sequence public.completions_failed;
        create function public.fail_completion() returns trigger language plpgsql as $$
        begin
          if new.name = 'mail' and old.state = 'active' and new.state = 'completed'
             and nextval('public.completions_failed') <= 3 then
            raise exception 'terminating connection due to administrator command'
              using errcode = '57P01';
          end if;
          return new;
        end $$;
        create trigger fail_completion before update on pgboss.job
          for each row execute function public.fail_completion();
      `);

      const acknowledged: { email: string; number: string }[] = [];
      let refused = 0;
      const placeOrders = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const instance = instances[i % 2]!;
          try {
            const { who, order } = await codOrder(apiOf(instance));
            acknowledged.push({ email: who.email, number: `#${shortId(order._id)}` });
          } catch {
            refused += 1; // answered 503 while the database was away: not acknowledged
          }
        }
      };

      try {
        // Orders keep coming while sessions are ended, each time once the workers have sent
        // more mail since the last time (so they are completing jobs when it happens).
        const load = placeOrders(24);
        for (let round = 0; round < 4; round++) {
          const seen = inbox.messages.length;
          await until('the workers to send more mail', async () => inbox!.messages.length > seen);
          await endEverySession();
        }
        await load;
        await placeOrders(4);
      } finally {
        await killer.end();
      }

      // Both processes are alive and answer.
      for (const instance of instances) {
        expect(instance.child.exitCode, instance.output()).toBeNull();
        expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
        await until(
          'the instance to be ready',
          async () => (await fetch(`${instance.url}/api/ready`)).ok,
        );
      }
      expect(acknowledged.length).toBeGreaterThan(0);

      // Every mail job done (a job whose completion was lost expires and is retried first).
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        await until('every mail job to finish', async () => {
          const { rows } = await db.query<{ n: number }>(
            "select count(*)::int as n from pgboss.job where name = 'mail' and state not in ('completed', 'failed', 'cancelled')",
          );
          return rows[0]!.n === 0;
        });
        const { rows: failed } = await db.query(
          "select id from pgboss.job where name = 'mail' and state = 'failed'",
        );
        expect(failed).toEqual([]);
      } finally {
        await db.end();
      }

      let resent = 0;
      for (const { email, number } of acknowledged) {
        const copies = inbox.messages.filter(
          (m) => m.envelopeTo.includes(email) && (m.text ?? '').includes(number),
        );
        // Delivered at least once, always as one message: a session ended between the
        // transport taking a mail and its sent record leaves the job to send it again, with the
        // same Message-ID, which receiving servers and mail clients take as the same message.
        expect(copies.length, `${number} to ${email}`).toBeGreaterThan(0);
        expect(new Set(copies.map((m) => m.messageId)).size, `${number} to ${email}`).toBe(1);
        expect(copies[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@/);
        resent += copies.length - 1;
      }
      for (const instance of instances)
        expect(instance.output()).not.toMatch(/cannot start|exited/);
      console.info(
        `jobsOutage: ${acknowledged.length} orders acknowledged, ${refused} refused while the database was away, ${resent} mails sent again with their Message-ID`,
      );
    }, 480_000);
  },
);
