import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

export interface TestServer {
  /** The server's base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  database: DatabaseHandle;
  /** This file's own data directory (uploads, signing key), removed on close. */
  dataDir: string;
  /** The app's "now": starts at the real time; tests move it forward. */
  clock: TestClock;
  /** fetch against /api with JSON in and out; a FormData body is sent as multipart. */
  api: (
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; headers: Headers; body: any }>;
  close(): Promise<void>;
}

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    set(date) {
      offset = date.getTime() - Date.now();
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * database created on that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase(
  opts: {
    /** Start as the run's migrated and seeded database (databaseTemplate.ts), not empty. */
    seeded?: boolean;
  } = {},
): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dump = opts.seeded ? new Blob([readFileSync(inject('databaseTemplate'))]) : undefined;
    const handle = await openDatabase({ dump });
    return { handle, drop: async () => {} };
  }
  const name = `petverse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${opts.seeded ? ` TEMPLATE ${inject('databaseTemplate')}` : ''}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its connections have closed: let them go before forcing the
      // rest, or a connection still closing is killed and reports an unhandled error.
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if ((rows[0] as { n: number }).n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestServer(
  opts: {
    siteDir?: string;
    app?: Partial<Omit<AppOptions, 'db' | 'siteDir' | 'dataDir' | 'clock'>>;
    onRoute?: AppOptions['onRoute'];
  } = {},
): Promise<TestServer> {
  const { handle, drop } = await freshDatabase({ seeded: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-data-'));
  const clock = testClock();
  const app = await buildApp({
    devOutbox: true,
    // Tests stand in for clients at many addresses through a proxy on loopback.
    trustProxy: 'loopback',
    // No log unless a test asks for one (with a logStream to read it).
    logLevel: false,
    // Mail is queued as the app runs, and sent only where a test asks (mail.test.ts): other
    // tests' outboxes hold only the mail they asked for.
    mailWorker: false,
    // Subscriptions are renewed only where a test asks (subscriptions.test.ts).
    subscriptionWorker: false,
    ...opts.app,
    onRoute: opts.onRoute,
    db: handle.db,
    siteDir: opts.siteDir,
    dataDir,
    clock: clock.now,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    database: handle,
    dataDir,
    clock,
    async api(method, path, { body, token, headers = {} } = {}) {
      const form = body instanceof FormData;
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: {
          ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body:
          body === undefined
            ? undefined
            : form
              ? body
              : typeof body === 'string'
                ? body
                : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async close() {
      // Every test is done: connections still open (a body the server refused before reading
      // it) must not keep the file waiting.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
