// Durability under kill -9, and what a second instance buys: buyers check out (cart → payment
// order → sandbox payment → verify) while the server is killed with SIGKILL and restarted; every
// order the server acknowledged must be stored, and none twice. On PGlite (one DATA_DIR) and on
// PostgreSQL; then checkout throughput of one instance against two on one PostgreSQL, side by
// side in one run.
//
//   node bench/durability.mjs                       PGlite only
//   bash scripts/with-postgres.sh node bench/durability.mjs   PGlite and PostgreSQL
//
// Needs the built server (pnpm build). Not a test: it prints numbers for bench/RESULTS.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buyer, call, runBuyers } from './buyers.mjs';
import { startBuiltServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const BUYERS = Number(process.env.BUYERS ?? 20);
const KILLS = Number(process.env.KILLS ?? 3);
const ROUND_MS = Number(process.env.ROUND_MS ?? 4000);

/** The built server with the sandbox taking payments, no site, and only errors logged. */
const startServer = (env) =>
  startBuiltServer(root, {
    LOG_LEVEL: 'error',
    SITE_DIR: '/nonexistent',
    EMBED_DIR: '/nonexistent',
    PAYMENTS: 'sandbox',
    ...env,
  });

/** Stored orders and duplicated payments, read from the database itself. */
async function count(query, acknowledged) {
  const [{ n }] = await query('select count(*)::int as n from orders');
  const dup = await query(
    'select count(*)::int as n from (select payment_order_id from orders where payment_order_id is not null group by 1 having count(*) > 1) d',
  );
  const stored = new Set((await query('select id::text as id from orders')).map((r) => r.id));
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  return { stored: n, lost, duplicated: dup[0].n };
}

async function killRounds(label, env, openQuery) {
  let server = await startServer(env);
  const products = (await call(server.url, 'GET', '/product/getall-product')).body.products;
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, () => buyer(server.url, products)),
  );
  const load = runBuyers(() => [server.url], buyers);
  for (let k = 0; k < KILLS; k++) {
    await new Promise((r) => setTimeout(r, ROUND_MS));
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    server = await startServer({ ...env, PORT: String(server.port) });
  }
  await new Promise((r) => setTimeout(r, ROUND_MS));
  await load.stop();
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  const { query, close } = await openQuery();
  const result = await count(query, load.acknowledged);
  await close();
  console.log(
    `| ${label} | ${BUYERS} | ${KILLS} | ${load.acknowledged.length} | ${result.stored} | ${result.lost} | ${result.duplicated} |`,
  );
  return result;
}

async function pglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-durability-'));
  try {
    return await killRounds('PGlite (one DATA_DIR)', { DATA_DIR: dataDir }, async () => {
      const { PGlite } = await import(serverRequire.resolve('@electric-sql/pglite'));
      const db = new PGlite(path.join(dataDir, 'pglite'));
      await db.waitReady;
      return {
        query: async (sql) => (await db.query(sql)).rows,
        close: () => db.close(),
      };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withDatabase(work) {
  const pg = serverRequire('pg');
  const name = `petverse_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const open = async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
  };
  try {
    return await work(url.toString(), open);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Checkouts per second through 1 and then 2 instances on one PostgreSQL, alternating rounds. */
async function scaleOut(seconds = 8, rounds = 2) {
  return withDatabase(async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-')) };
    const a = await startServer(env);
    const b = await startServer(env);
    const products = (await call(a.url, 'GET', '/product/getall-product')).body.products;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => buyer(a.url, products)));
    const rate = { one: [], two: [] };
    for (let r = 0; r < rounds; r++) {
      for (const [key, bases] of [
        ['one', [a.url]],
        ['two', [a.url, b.url]],
      ]) {
        const load = runBuyers(() => bases, buyers);
        await new Promise((res) => setTimeout(res, seconds * 1000));
        await load.stop();
        rate[key].push(load.acknowledged.length / seconds);
      }
    }
    for (const s of [a, b]) s.child.kill('SIGTERM');
    const mean = (xs) => xs.reduce((x, y) => x + y, 0) / xs.length;
    return { one: mean(rate.one), two: mean(rate.two) };
  });
}

console.log('## Durability under kill -9\n');
console.log(
  `Each round: ${BUYERS} buyers check out in a loop; the server is killed with SIGKILL and restarted ${KILLS} times, ${ROUND_MS / 1000} s apart.\n`,
);
console.log('| database | buyers | kills | acknowledged | stored | lost | duplicated |');
console.log('|---|---|---|---|---|---|---|');
const results = [await pglite()];
if (process.env.DATABASE_URL) {
  results.push(
    await withDatabase((databaseUrl, open) =>
      killRounds(
        'PostgreSQL',
        { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-')) },
        open,
      ),
    ),
  );
  const { one, two } = await scaleOut();
  console.log('\n## Scale-out on one PostgreSQL\n');
  console.log('| instances | checkouts/s |');
  console.log('|---|---|');
  console.log(`| 1 | ${one.toFixed(1)} |`);
  console.log(`| 2 (round robin) | ${two.toFixed(1)} |`);
  console.log(
    `\nTwo instances ÷ one: ${(two / one).toFixed(2)}× (same machine, 2 cores, PostgreSQL on it too).`,
  );
} else {
  console.log(
    '\n(PostgreSQL skipped: run under `bash scripts/with-postgres.sh` for it and the scale-out ratio.)',
  );
}
const bad = results.some((r) => r.lost > 0 || r.duplicated > 0);
console.log(
  bad ? '\nFAILED: an acknowledged order was lost or duplicated.' : '\nlost 0, duplicated 0.',
);
process.exit(bad ? 1 : 0);
