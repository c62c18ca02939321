import path from 'node:path';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { packageRoot } from '../platform/paths';
import { registerStatements } from './prepared';
import * as accountsTables from '../accounts/tables';
import * as catalogueTables from '../catalogue/tables';
import * as checkoutTables from '../checkout/tables';
import * as consultationsTables from '../consultations/tables';
import * as couponsTables from '../coupons/tables';
import * as formsTables from '../forms/tables';
import * as invoicesTables from '../invoices/tables';
import * as mailTables from '../mail/tables';
import * as ordersTables from '../orders/tables';
import * as partnersTables from '../partners/tables';
import * as paymentsTables from '../payments/tables';
import * as petRecordsTables from '../petRecords/tables';
import * as petsTables from '../pets/tables';
import * as platformTables from '../platform/tables';
import * as providersTables from '../providers/tables';
import * as returnsTables from '../returns/tables';
import * as searchTables from '../search/tables';
import * as servicesTables from '../services/tables';
import * as shippingTables from '../shipping/tables';
import * as staffTables from '../staff/tables';
import * as subscriptionsTables from '../subscriptions/tables';

/** Every table, each in its room (`src/<room>/tables.ts`; drizzle.config.ts reads the same). */
export const schema = {
  ...accountsTables,
  ...catalogueTables,
  ...checkoutTables,
  ...consultationsTables,
  ...couponsTables,
  ...formsTables,
  ...invoicesTables,
  ...mailTables,
  ...ordersTables,
  ...partnersTables,
  ...paymentsTables,
  ...petRecordsTables,
  ...petsTables,
  ...platformTables,
  ...providersTables,
  ...returnsTables,
  ...searchTables,
  ...servicesTables,
  ...shippingTables,
  ...staffTables,
  ...subscriptionsTables,
};

export type Schema = typeof schema;
/** Either driver behind one type: routes never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Database` (what `db.transaction(async (tx) => …)` hands over). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction in it: what a helper that reads or writes either way takes. */
export type Runner = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeding) as the only instance doing so: under a PostgreSQL
   * advisory lock, so any number of instances can start at once on one database; directly on
   * the embedded database, which has one writer (DATA_DIR is locked).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Who hears of a connection the database ended (PostgreSQL: a restart, a failover,
   * `pg_terminate_backend`): the connection is dropped and the pool opens new ones as needed.
   * Until a listener is set, each is one line on stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work: any fixed 64-bit number, the same in every instance. */
const STARTUP_LOCK = 7_466_116_501;

/**
 * PGlite's file system layer creates its files 0666 whatever the umask: make what is there the
 * owner's only (files 0600, folders 0700). The folder itself is 0700, so files it adds later
 * cannot be reached by other users either.
 */
function keepPrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) keepPrivate(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

export const migrationsFolder = () => path.join(packageRoot(), 'drizzle');

/**
 * An embedded database folder made at build time (src/db/template.ts): initdb's work, the
 * migrations and the demo catalogue. A first start copies it instead of doing that work itself,
 * which was most of a first start's time. It is a plain folder, not an archive: unpacking one
 * inside PGlite grew its WebAssembly memory, which never shrinks, by ~100 MB for good
 * (bench/memory.mjs). No secret and nobody's data; migrations and the seed still run after it,
 * finding nothing to do.
 */
export const templateDir = () => path.join(packageRoot(), 'dist', 'pglite-template');

/** Where a copy of the template is made before it is renamed into place. */
const PARTIAL_COPY = '.pglite-new-';

/**
 * Gives a folder with no database yet the template: `given`, else the build's when it made one.
 * The copy is made beside the folder and renamed into place, so a start killed mid-copy leaves a
 * partial copy (removed by the next start), never a database folder with files missing.
 */
function fromTemplate(dir: string, given?: string): void {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const template = given ?? templateDir();
  if (!existsSync(path.join(template, 'PG_VERSION'))) return;
  const parent = path.dirname(dir);
  for (const entry of readdirSync(parent))
    if (entry.startsWith(PARTIAL_COPY))
      rmSync(path.join(parent, entry), { recursive: true, force: true });
  const copy = path.join(parent, `${PARTIAL_COPY}${process.pid}`);
  cpSync(template, copy, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(copy, dir);
}

/**
 * The embedded database's memory: PostgreSQL's defaults (128 MB of shared buffers) live in
 * PGlite's WebAssembly memory, which never shrinks, and the whole database is a few MB. With
 * these the server idles at about half the memory (bench/memory.mjs; issue 16 asks ≤ 400 MB).
 * PGlite writes them into the folder's postgresql.conf.
 */
export const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'work_mem=2MB',
  'maintenance_work_mem=8MB',
];

/**
 * The extensions the embedded database loads: pg_trgm and fuzzystrmatch back typo-tolerant
 * catalogue search (their migrations create them; a PostgreSQL server ships both in contrib).
 */
export const EMBEDDED_EXTENSIONS = { pg_trgm, fuzzystrmatch };

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir/pglite`
 * (`dataDir` undefined keeps it in memory, as tests do).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** The folder a new embedded database starts as: the build's template unless given (tests). */
  template?: string | undefined;
  /** A dumped data directory (PGlite's `dumpDataDir`) an in-memory database starts as (tests). */
  dump?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // A database that does not answer fails a request in seconds (503, platform/databaseOutage.ts)
      // instead of holding it until the client gives up.
      connectionTimeoutMillis: 5000,
      // How operators find our sessions in pg_stat_activity.
      application_name: 'petverse',
    });
    let report = (error: Error): void => {
      process.stderr.write(`petverse: the database ended a connection: ${error.message}\n`);
    };
    // Without these listeners, a connection PostgreSQL ends (a restart, a failover,
    // pg_terminate_backend) is an 'error' event nobody hears, and Node stops the process. An idle
    // connection's error reaches the pool, which has already dropped it; a connection lent to a
    // request also fails that request's query, and is dropped when it is given back.
    pool.on('connect', (client) => client.on('error', (error) => report(error)));
    // The same error, told again by the pool once it has dropped the idle connection.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    registerStatements(db, { kind: 'postgres', pool });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      async exclusive(work) {
        // The lock lives on one connection, held while the work runs on others of the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          holder.release();
        }
      },
      onConnectionError(listener) {
        report = listener;
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    fromTemplate(dir, opts.template);
  }
  const options = {
    extensions: EMBEDDED_EXTENSIONS,
    postgresqlconf: EMBEDDED_SETTINGS,
    loadDataDir: opts.dump,
  };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  if (dir) keepPrivate(dir);
  const db = drizzlePglite(client, { schema });
  registerStatements(db, { kind: 'pglite', pglite: client });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    exclusive: (work) => work(),
    // One process owns the embedded database: it has no connection to lose.
    onConnectionError: () => {},
    close: () => client.close(),
  };
}
