import { writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { readiness } from './tables';

/** How long a client is asked to wait (`Retry-After`) while the database does not answer. */
export const RETRY_AFTER_SECONDS = 5;

/** The 503's message while the database does not answer: nothing the visitor did wrong. */
export const DATABASE_UNAVAILABLE =
  'Petverse cannot reach its database just now. Please try again in a few seconds.';

/**
 * Errors that say the database went away, not that a statement was wrong: the connection was
 * refused, reset or timed out (Node's codes), PostgreSQL is shutting down, starting up or ended
 * the session (class 57P: `pg_terminate_backend`, a restart, a failover), a connection exception
 * (class 08), or too many connections.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

/** node-postgres' own words for a connection it lost or could not open (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/** Whether an error, or one it wraps (drizzle puts the driver's in `cause`), is the database being away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/** The longest `/ready` waits for the database before it says it is not ready. */
const READY_TIMEOUT_MS = 3000;

/** The file `/ready` writes in the data folder: uploads and keys go there too. */
export const READY_PROBE_FILE = '.ready';

/**
 * For load balancers and process managers: `GET /health` (liveness: the process serves
 * requests; it never asks the database, so a database outage does not get instances restarted)
 * and `GET /ready` (readiness: the database takes a write now — this host's row of `readiness` —
 * and, when uploads live on this machine, so does the data folder; 503 with `Retry-After` when
 * either does not, so a balancer sends traffic elsewhere until they do). A read alone said "ready" on a full disk while every order
 * failed (issue 54 item 5); a write also catches a read-only standby after a failover.
 */
export const healthRoutes: FastifyPluginAsync<{
  db: Database;
  /** The data folder when uploads are kept in it; null when they are in the database. */
  dataDir: string | null;
}> = async (app, { db, dataDir }) => {
  const instance = hostname();
  const probe = dataDir === null ? null : path.join(dataDir, READY_PROBE_FILE);
  const takesWrites = async () => {
    const at = new Date();
    await db
      .insert(readiness)
      .values({ instance, checkedAt: at })
      .onConflictDoUpdate({ target: readiness.instance, set: { checkedAt: at } });
    if (probe) await writeFile(probe, at.toISOString());
  };
  app.get('/health', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/ready', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('Connection terminated'), { code: 'ETIMEDOUT' })),
        READY_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([takesWrites(), timedOut]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'not ready: no write taken');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', message: DATABASE_UNAVAILABLE });
    } finally {
      clearTimeout(timer);
    }
  });
};
