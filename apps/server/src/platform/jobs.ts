import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';

/**
 * The durable job queue (issue 32): pg-boss on the database we already run — PostgreSQL, or the
 * embedded database through pg-boss's documented `db: { executeSql }` option. A job is written
 * in the same transaction as the change that causes it (`send(tx, …)`), so a change is never
 * without its job nor a job without its change; workers take jobs with `FOR UPDATE SKIP LOCKED`,
 * so however many instances run, each job is taken by one; a job taken by an instance that dies
 * (`kill -9`) expires and is retried; failures are retried with backoff.
 */

/** The queues, with how their jobs are retried and how long one may run before it is retried. */
export const QUEUES = {
  mail: { retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 60 },
  // A partner's webhook away for a while (a deploy, an outage): tried for about a day.
  webhook: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  // A subscription's delivery (ADR 024): retried when the database failed it; its charge is
  // guarded by the renewal's row, so a retry never charges twice.
  renewal: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
} as const;
export type QueueName = keyof typeof QUEUES;

/** What pg-boss calls to run SQL. */
type SqlRunner = PgBoss.Db;

/** A PostgreSQL array literal for a JS array (the embedded database takes arrays as text). */
const arrayLiteral = (values: unknown[]) =>
  `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${(typeof v === 'string' ? v : JSON.stringify(v)).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
/** A value as a bound parameter: drizzle drops an undefined one from the query, so it is null. */
const param = (value: unknown) =>
  value === undefined ? null : Array.isArray(value) ? arrayLiteral(value) : value;

/** pg-boss's SQL (`$1`, `$2`, … placeholders) as a drizzle query with those values bound. */
export function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's runner inside a drizzle transaction (or on the database): what `send(tx, …)` uses. */
const inTransaction = (runner: Database | Tx): SqlRunner => ({
  async executeSql(text, values) {
    // Both drivers answer `{ rows }` (PGlite's Results, node-postgres's QueryResult).
    const result: unknown = await runner.execute(boundSql(text, values));
    return { rows: (result as { rows?: unknown[] }).rows ?? [] };
  },
});

interface PgliteClient {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
interface PoolClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's own runner on the database under drizzle (`db.$client`, drizzle's public handle on
 * its driver): the embedded database runs a statement list (pg-boss's schema) with `exec`, as
 * its extended protocol takes one statement; PostgreSQL's pool takes either.
 */
export function runnerOf(db: Database): SqlRunner {
  const client = (db as unknown as { $client: PgliteClient | PoolClient }).$client;
  if ('exec' in client)
    return {
      async executeSql(text, values) {
        if (!values || values.length === 0) return (await client.exec(text)).at(-1) ?? { rows: [] };
        return client.query(text, values.map(param));
      },
    };
  return { executeSql: (text, values) => client.query(text, values) };
}

export interface JobQueue {
  /** Creates pg-boss's tables when missing (under pg-boss's own advisory lock) and its queues. */
  install(): Promise<void>;
  /** Enqueues a job in the caller's transaction: it exists if and only if the change commits. */
  send<T extends object>(
    runner: Database | Tx,
    name: QueueName,
    data: T,
    options?: PgBoss.JobOptions,
  ): Promise<string | null>;
  /** Cancels a job not yet run (a reminder whose appointment was cancelled or moved). */
  cancel(runner: Database | Tx, name: QueueName, id: string): Promise<void>;
  /** Runs `handler` for this instance's share of a queue's jobs (a throw retries the job). */
  work<T extends object>(
    name: QueueName,
    handler: (job: PgBoss.Job<T>) => Promise<void>,
  ): Promise<void>;
  /** A job by id (tests, the back office). */
  job(name: QueueName, id: string): Promise<PgBoss.JobWithMetadata | null>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Where the queue's own errors go (the app's log). */
  log?: { error: (object: object, message: string) => void };
  /** How often an idle worker looks for jobs. @default 1 s */
  pollingIntervalSeconds?: number;
}

/** The job queue on this database. */
export function createJobQueue(db: Database, options: JobQueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    // pg-boss 10 marks a job done or failed without awaiting it (its worker loop's
    // `complete`/`fail`): when the database ends the connection under that statement, the
    // rejection reaches nobody. It is not guarded here by matching pg-boss's SQL (that would read
    // its private `src/plans.js`): the process's policy (main.ts) logs an unawaited rejection and
    // keeps serving, and the job, left active, expires and is retried — the mail worker's sent
    // record (lib/mailSent.ts) keeps that retry from mailing twice (issue 54 item 1).
    db: runnerOf(db),
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    // A job taken by a process that died (kill -9) is retried once it expires, found by this.
    maintenanceIntervalSeconds: 30,
    schedule: false,
  });
  boss.on('error', (error: Error) => options.log?.error({ err: error }, 'job queue'));
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= (async () => {
      await boss.start();
      for (const [name, policy] of Object.entries(QUEUES)) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...policy });
      }
    })());
  return {
    install: start,
    async send(runner, name, data, jobOptions = {}) {
      await start();
      return boss.send(name, data, { ...QUEUES[name], ...jobOptions, db: inTransaction(runner) });
    },
    async cancel(runner, name, id) {
      await start();
      await boss.cancel(name, id, { db: inTransaction(runner) });
    },
    async work(name, handler) {
      await start();
      // One job at a time; after a job the worker looks for the next at once (pg-boss's
      // notifyWorker), and waits its polling interval only when the queue is empty.
      const id: string = await boss.work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job as never);
          } catch (error) {
            // Retried with backoff by pg-boss; said in the log each time, so a job that keeps
            // failing (a mail that cannot render, an SMTP server away) is seen, not only stored.
            options.log?.error({ err: error, queue: name, job: job.id }, 'job failed; retried');
            throw error;
          } finally {
            boss.notifyWorker(id);
          }
        },
      );
    },
    async job(name, id) {
      await start();
      return boss.getJobById(name, id, { includeArchive: true }) as never;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000, close: false });
    },
  };
}
