import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { READY_PROBE_FILE } from './databaseOutage';
import { uniqueEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  launch,
  ownCluster,
  ready,
  stopLaunched,
  type Cluster,
  type Instance,
} from '../../test/processes';

/**
 * A database hiccup (issue 36): PostgreSQL restarting, failing over or ending sessions must not
 * take the server down. Requests during the outage are answered 503 with a clear message and
 * `Retry-After`; service comes back by itself when the database does. `/api/health` and
 * `/api/ready` tell a load balancer which is which.
 */
const UNAVAILABLE =
  'Petverse cannot reach its database just now. Please try again in a few seconds.';

describe('given a load balancer asking', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers GET /api/health (the process serves) and GET /api/ready (the database answers), never kept', async () => {
    const health = await server.api('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const readiness = await server.api('GET', '/ready');
    expect(readiness.status).toBe(200);
    expect(readiness.body).toEqual({ status: 'ready' });
    expect(readiness.headers.get('cache-control')).toBe('no-store');
  });

  // Issue 54 item 5: a read answered while every write failed (a full disk), and /ready said 200.
  it('is not ready while the database cannot take a write, and is again once it can', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another session holds the table /ready writes (as a full disk or a standby would refuse it).
    const holding = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table readiness in access exclusive mode`);
      await held;
    });
    const blocked = await server.api('GET', '/ready');
    release();
    await holding;
    expect(blocked.status).toBe(503);
    expect(blocked.headers.get('retry-after')).toBe('5');
    expect(blocked.body).toEqual({ status: 'unavailable', message: UNAVAILABLE });
    expect((await server.api('GET', '/ready')).status).toBe(200);
  });

  it('is not ready while the data folder cannot take a file (uploads and keys go there)', async () => {
    const probe = path.join(server.dataDir, READY_PROBE_FILE);
    rmSync(probe, { force: true });
    mkdirSync(probe);
    try {
      expect((await server.api('GET', '/ready')).status).toBe(503);
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
    expect((await server.api('GET', '/ready')).status).toBe(200);
  });
});

interface Answer {
  at: number;
  path: string;
  status: number | 'no answer';
  retryAfter: string | null;
  message: unknown;
}

describe.runIf(process.env.DATABASE_URL)(
  'given PostgreSQL ending the server’s sessions and restarting, under load',
  () => {
    let cluster: Cluster;
    let instance: Instance;
    beforeAll(async () => {
      cluster = await ownCluster();
      instance = await ready(
        await launch({
          DATABASE_URL: cluster.url,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-outage-')),
        }),
      );
    }, 120_000);
    afterAll(() => {
      stopLaunched();
      cluster?.remove();
    });

    it('stays up, answers 503 with Retry-After while the database is away, and serves again by itself', async () => {
      const signedUp = await fetch(`${instance.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Asha Rao',
          email: uniqueEmail('outage'),
          phone: '9876543210',
          password: 'correct horse 1',
        }),
      });
      const { token } = (await signedUp.json()) as { token: string };
      const answers: Answer[] = [];
      const ask = async (url: string, auth = true): Promise<Answer> => {
        const at = Date.now();
        try {
          const res = await fetch(`${instance.url}/api${url}`, {
            headers: auth ? { authorization: `Bearer ${token}` } : {},
            signal: AbortSignal.timeout(15_000),
          });
          const body = (await res.json().catch(() => ({}))) as { message?: unknown };
          return {
            at,
            path: url,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            message: body.message,
          };
        } catch {
          return { at, path: url, status: 'no answer', retryAfter: null, message: undefined };
        }
      };
      // Eight clients reading what needs the database on every request: the account, the cart,
      // the addresses (personal reads are never kept).
      let loading = true;
      const paths = ['/auth/getuser', '/product/cart', '/user/address'];
      const clients = Array.from({ length: 8 }, async (_, i) => {
        for (let n = i; loading; n += 1) answers.push(await ask(paths[n % paths.length]!));
      });
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await pause(1000);

      // Every session the server holds, ended as an operator (or a failover) would.
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      const { rows } = await admin.query<{ ended: boolean; application_name: string }>(
        `SELECT pg_terminate_backend(pid) AS ended, application_name FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      // Operators find the server's sessions by its name.
      expect(rows.every((row) => row.ended && row.application_name === 'petverse')).toBe(true);
      await pause(1000);
      expect((await ask('/health', false)).status).toBe(200);

      // PostgreSQL goes down for two seconds and comes back.
      cluster.stop();
      const stoppedAt = Date.now();
      await pause(1000);
      const whileDown = await ask('/ready', false);
      const aliveWhileDown = await ask('/health', false);
      await pause(1000);
      cluster.start();
      const startedAt = Date.now();

      // Back by itself: ready within seconds, with nobody restarting the server.
      let readyAgain: Answer | undefined;
      while (Date.now() - startedAt < 20_000) {
        const readiness = await ask('/ready', false);
        if (readiness.status === 200) {
          readyAgain = readiness;
          break;
        }
        await pause(200);
      }
      const backAt = Date.now();
      await pause(1500);
      loading = false;
      await Promise.all(clients);

      expect(whileDown).toMatchObject({ status: 503, retryAfter: '5', message: UNAVAILABLE });
      expect(aliveWhileDown.status).toBe(200);
      expect(readyAgain?.status).toBe(200);
      // The process never stopped: every request had an answer, 200 or a 503 that says when to retry.
      expect(instance.child.exitCode).toBeNull();
      const statuses = new Set(answers.map((a) => a.status));
      expect([...statuses].sort()).toEqual([200, 503]);
      for (const answer of answers.filter((a) => a.status === 503))
        expect(answer).toMatchObject({ retryAfter: '5', message: UNAVAILABLE });
      expect(answers.filter((a) => a.status === 503 && a.at >= stoppedAt).length).toBeGreaterThan(
        0,
      );
      // Once ready, every request is served again.
      const after = answers.filter((a) => a.at > backAt);
      expect(after.length).toBeGreaterThan(8);
      expect(after.every((a) => a.status === 200)).toBe(true);
      // The operator reads what happened in the log.
      expect(instance.output()).toContain('The database ended a connection');
    }, 90_000);
  },
);
