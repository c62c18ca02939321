// Catalogue search on PGlite and PostgreSQL side by side, at the seeded catalogue (its 455 rows, 195 products) and
// grown to each size of PRODUCTS (default 5,000 and 20,000 rows), next to product by id (issue 35,
// item 5): one request at a time (p50 and p95 over HTTP, and the server's CPU per request), then
// 50 connections, about SECONDS of requests, each answered before the next read is measured
// (requests a second, p99, time-outs, errors and CPU per request). Each read twice: asked again
// (the instance's kept answer) and new each time (the database's).
// On PostgreSQL the database's CPU is counted too (its backends serving the server's pool).
//
//   node bench/search.mjs                                   PGlite only
//   bash scripts/with-postgres.sh node bench/search.mjs     PGlite and PostgreSQL
//   PRODUCTS=5000 RUNS=40 SECONDS=3 node bench/search.mjs   sizes, requests each, seconds at 50
//   SERVER=apps/server/.tmp/before/main.js node bench/…     another build (a copy of dist/)
//   ONE_AT_A_TIME=1 node bench/search.mjs                   new searches one at a time only
//   MODES=memory node bench/search.mjs                      the index in memory only (default:
//                                                           memory,statements side by side)
//
// Needs the built server (pnpm build). The extra products are inserted by one SQL statement
// (generate_series) between the seeded catalogue and the measurements.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMs, startBuiltServer } from './server.mjs';
import { percentile } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const SIZES = (process.env.PRODUCTS ?? '5000,20000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 60);
const SECONDS = Number(process.env.SECONDS ?? 3);
const CONNECTIONS = 50;
/** `ONE_AT_A_TIME=1`: only one request at a time, and only new searches (a short run). */
const SHORT = process.env.ONE_AT_A_TIME === '1';
/** Every request asks what a phone's browser asks: brotli, or gzip (compressing is measured too). */
const AS_A_BROWSER = { 'accept-encoding': 'br, gzip' };
const MAIN = process.env.SERVER ? path.resolve(root, process.env.SERVER) : undefined;

/**
 * How the shop's searches are answered (issue 56, ADR 034), each measured side by side in one
 * run: the index in memory, and the search statements (`SEARCH_IN_MEMORY=off`).
 */
const MODES = (process.env.MODES ?? 'memory,statements').split(',');
const modeEnv = (mode) => ({ SEARCH_IN_MEMORY: mode === 'statements' ? 'off' : 'on' });

/** Typical searches of the store: words, a common word, a typo, filters with a sort, a deep page. */
export const SEARCHES = [
  ['words', 'q=puppy%20food'],
  ['common word', 'q=shampoo'],
  ['no words (the store page)', ''],
  ['typo', 'q=kibbel'],
  ['filters + sort', 'species=dog&category=food&maxPrice=1000&sort=price_asc'],
  ['words + filter + rating sort', 'q=chicken&species=cat&sort=rating'],
  ['page 20, newest', 'page=20&sort=newest'],
];

const startServer = (env) =>
  startBuiltServer(root, env, {
    readyPath: '/api/product/search?limit=1',
    echoLogs: true,
    main: MAIN,
  });

/** `count` more generated rows (numbered after the `after` generated before), spread over species, categories, brands, prices. */
const fillSql = (count, after) => `
insert into products (id, slug, store, name, description, price_paise, image_url, petspecies,
  category, brand, life_stage, average_rating, rating_sum, rating_count, created_at,
  variant_group, variant_label, stock)
select gen_random_uuid(), 'bench-' || i, 'petstore',
  b.brand || ' ' || (array['Chicken','Lamb','Fish','Salmon','Tuna','Mutton','Vegetarian','Egg'])[1 + (i / 6) % 8]
    || ' ' || (array['Puppy','Kitten','Adult','Senior'])[1 + (i / 48) % 4]
    || ' ' || (array['Dry Food','Wet Food','Treats','Chew Toy','Harness','Shampoo','Tablets','Bed'])[1 + (i / 192) % 8]
    || ' ' || (i / 3),
  'Generated product ' || i || ': ' || (array['crunchy kibble','meaty gravy','a sturdy toy','a gentle shampoo','daily tablets'])[1 + i % 5] || ' for everyday care.',
  4900 + (i * 7919) % 300000, '/api/media/art/p/bench.svg',
  case when (i / 3) % 2 = 0 then 'dog' else 'cat' end,
  (array['food','treats','toys','accessories','grooming','health'])[1 + (i / 21) % 6],
  b.brand,
  (array['young','adult','senior','all'])[1 + (i / 48) % 4],
  case when i % 10 = 0 then null else 3 + (i % 21) / 10.0 end,
  case when i % 10 = 0 then 0 else (3 + (i % 21) / 10.0) * (1 + i % 50) end,
  case when i % 10 = 0 then 0 else 1 + i % 50 end,
  now() - (i || ' minutes')::interval,
  -- Variants (ADR 026): three sizes a product, as the seed's foods come.
  'bench-' || (i / 3), (array['1 kg','3 kg','10 kg'])[1 + i % 3],
  -- Most sizes in stock, one in eight sold out (a card shows its cheapest size in stock).
  case when i % 8 = 0 then 0 else 1 + i % 40 end
from generate_series(${after + 1}, ${after + count}) i,
  lateral (select (array['Pawfect','Desi Bowl','Himalayan Paws','Zib','TailCraft','Whiskerly'])[1 + (i / 3) % 6] as brand) b`;
/** The rows there are, and how many of them were generated. */
const COUNT_SQL = `select count(*)::int as n,
  count(*) filter (where slug like 'bench-%')::int as generated from products`;
/** After a bulk load: the typo words follow, and the planner learns the new sizes. */
const AFTER_FILL = [
  'refresh materialized view product_words',
  'analyze products',
  'analyze product_words',
];

/** The indexes a typo's correction and a rare word's search use, as a proof they do not scan. */
const PLAN_SQL = [
  `explain select word from product_words where word % 'kibbel'`,
  `explain select id from products where search_vector @@ websearch_to_tsquery('english', 'kibble')`,
];
const indexesOf = (rows) => [
  ...new Set(
    rows
      .map((r) => Object.values(r)[0])
      .join('\n')
      .match(/product\w+_idx/g) ?? [],
  ),
];

/**
 * Brings the embedded database in `dataDir` (its server stopped) to `target` products with
 * generated ones, then lets `inspect` read it before it is closed.
 */
export async function growEmbedded(dataDir, target, inspect = async () => {}) {
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const { pg_trgm } = serverRequire('@electric-sql/pglite/contrib/pg_trgm');
  const { fuzzystrmatch } = serverRequire('@electric-sql/pglite/contrib/fuzzystrmatch');
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm, fuzzystrmatch } });
  try {
    const [{ n, generated }] = (await db.query(COUNT_SQL)).rows;
    await db.exec(fillSql(target - n, generated));
    for (const statement of AFTER_FILL) await db.exec(statement);
    await inspect(db);
  } finally {
    await db.close();
  }
}

/** CPU ms the server (and, on PostgreSQL, its database backends) used while `work` ran. */
async function cpuOf(server, backends, work) {
  const pids = async () => [server.child.pid, ...(await backends())];
  const before = new Map((await pids()).map((pid) => [pid, cpuMs(pid)]));
  const result = await work();
  let used = 0;
  for (const pid of await pids()) {
    try {
      used += cpuMs(pid) - (before.get(pid) ?? 0);
    } catch {
      /* a backend that ended meanwhile */
    }
  }
  return { result, used };
}

/**
 * `amount` requests over 50 connections to `next()`'s paths, every one answered or timed out
 * (autocannon's 10 s) before it resolves, so no request is left running into the next measurement.
 */
const load = (url, next, amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount,
        headers: AS_A_BROWSER,
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

/**
 * Waits until the server is idle (under 20 ms of CPU in half a second): requests that autocannon
 * gave up on (time-outs) still run in the server, and would be counted in the next read.
 */
async function settle(server) {
  for (let i = 0; i < 120; i++) {
    const before = cpuMs(server.child.pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuMs(server.child.pid) - before < 20) return;
  }
}

/** A number no request of this run used before: a search made with it is one no instance kept. */
let serial = 0;

/**
 * The reads measured, each as a function giving the next request's path, twice: `kept`, the same
 * request again (what the instance keeps for SHARED_TTL_MS answers it), and `new`, a request no
 * one asked before (the database answers it). A new search adds a minimum price of a paisa at
 * most (`minPrice=0.0000123`: no product costs less, and the search is a new key); a new product
 * by id is another product's.
 */
async function readsOf(url) {
  const { products } = await (await fetch(`${url}/api/product/getall-product`)).json();
  const ids = products.map((p) => p._id);
  const reads = [];
  for (const [label, q] of SEARCHES) {
    const path = `/api/product/search?${q}${q ? '&' : ''}`;
    if (!SHORT) reads.push([label, 'kept', () => path]);
    reads.push([label, 'new', () => `${path}minPrice=${(++serial / 1e7).toFixed(7)}`]);
  }
  if (!SHORT) reads.push(['product by id', 'kept', () => `/api/product/get-productById/${ids[0]}`]);
  reads.push([
    'product by id',
    'new',
    () => `/api/product/get-productById/${ids[++serial % ids.length]}`,
  ]);
  return reads;
}

/**
 * Each read (`readsOf`): one at a time (`RUNS`), then at 50 connections; with the CPU per request
 * of the server and of the database's `backends` (their pids; none on PGlite).
 */
async function measure(server, backends = async () => []) {
  const { url } = server;
  const out = [];
  for (const [label, mode, next] of await readsOf(url)) {
    for (let i = 0; i < 5; i++)
      await (await fetch(url + next(), { headers: AS_A_BROWSER })).arrayBuffer();
    const times = [];
    let total = 0;
    const one = await cpuOf(server, backends, async () => {
      for (let i = 0; i < RUNS; i++) {
        const target = url + next();
        const t0 = performance.now();
        const res = await fetch(target, { headers: AS_A_BROWSER });
        const body = await res.json();
        times.push(performance.now() - t0);
        total = body.pagination?.total ?? 1;
      }
    });
    // About SECONDS of work at the one-at-a-time pace, at least two requests a connection.
    const amount = Math.min(
      5000,
      Math.max(2 * CONNECTIONS, Math.round((SECONDS * 1000) / percentile(times, 50))),
    );
    let many = {
      used: 0,
      result: {
        requests: { average: 0, total: 0 },
        latency: {},
        timeouts: 0,
        errors: 0,
        non2xx: 0,
      },
    };
    if (!SHORT) {
      await load(url, next, 2 * CONNECTIONS); // opens every connection (and PostgreSQL's pool) first
      many = await cpuOf(server, backends, () => load(url, next, amount));
      await settle(server);
    }
    const a = many.result;
    out.push({
      label,
      mode,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cpu: one.used / RUNS,
      rps: a.requests.average,
      p99: a.latency.p99,
      timeouts: a.timeouts,
      failed: a.errors + a.non2xx,
      cpuLoaded: many.used / Math.max(1, a.requests.total),
      total,
    });
  }
  return out;
}

/** The load average now, as `uptime` says it. */
const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function pglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pv-search-'));
  try {
    const sizes = [];
    const plan = [];
    const measureModes = async (rows) => {
      for (const mode of MODES) {
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...modeEnv(mode) });
        sizes.push({ rows, mode, load: loadNow(), reads: await measure(server) });
        await server.stop();
        // The next start waits for the data folder's lock to be let go.
        await new Promise((r) => setTimeout(r, 3000));
      }
    };
    await measureModes('seed');
    for (const target of SIZES) {
      await growEmbedded(dataDir, target, async (db) => {
        if (!plan.length)
          for (const q of PLAN_SQL) plan.push(...indexesOf((await db.query(q)).rows));
      });
      await measureModes(target);
    }
    return { sizes, plan };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres() {
  const pg = serverRequire('pg');
  const name = `petverse_search_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pv-search-'));
  // The backends serving the server's pool: their CPU is the search's too.
  const backends = async () =>
    (
      await admin.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
    ).rows.map((r) => r.pid);
  try {
    const servers = [];
    for (const mode of MODES)
      servers.push([
        mode,
        await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, ...modeEnv(mode) }),
      ]);
    const sizes = [];
    const measureModes = async (rows) => {
      for (const [mode, server] of servers)
        sizes.push({ rows, mode, load: loadNow(), reads: await measure(server, backends) });
    };
    await measureModes('seed');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const plan = [];
    for (const target of SIZES) {
      const [{ n, generated }] = (await client.query(COUNT_SQL)).rows;
      await client.query(fillSql(target - n, generated));
      for (const statement of AFTER_FILL) await client.query(statement);
      if (!plan.length)
        for (const q of PLAN_SQL) plan.push(...indexesOf((await client.query(q)).rows));
      await measureModes(target);
    }
    await client.end();
    for (const [, server] of servers) await server.stop();
    return { sizes, plan };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const f = (n) => (n === undefined ? '—' : n.toFixed(1));
const n = (x) => (typeof x === 'number' ? x.toLocaleString('en-IN') : x);
export async function searchBench() {
  const results = { PGlite: await pglite() };
  if (process.env.DATABASE_URL) results.PostgreSQL = await postgres();
  for (const [db, { sizes, plan }] of Object.entries(results)) {
    console.log(
      `\n## Search on ${db}: ${RUNS} requests one at a time, then ${CONNECTIONS} connections (about ${SECONDS} s of requests)` +
        `${MAIN ? ` (server ${path.relative(root, MAIN)})` : ''}\n`,
    );
    console.log(
      `CPU ms/request: the server's${db === 'PostgreSQL' ? " + the database backends'" : ''} (user + system, 10 ms ticks).\n`,
    );
    console.log(
      '| rows | answered by | read | asked | p50 / p95 ms | CPU ms/req | × product by id | at 50: req/s | p99 ms | time-outs | errors | CPU ms/req | matches | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { rows, mode, load: avg, reads } of sizes) {
      // The floor: a product by id no one asked before, in the same server and size.
      const floor = reads.find((r) => r.label === 'product by id' && r.mode === 'new')?.cpu;
      for (const r of reads)
        console.log(
          `| ${n(rows)} | ${mode} | ${r.label} | ${r.mode === 'kept' ? 'again (kept)' : 'new'} | ${f(r.p50)} / ${f(r.p95)} | ${r.cpu.toFixed(2)} | ${floor ? (r.cpu / floor).toFixed(1) : '—'} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.timeouts} | ${r.failed} | ${r.cpuLoaded.toFixed(2)} | ${n(r.total)} | ${avg} |`,
        );
    }
    console.log(
      `\n${db}: the typo correction and a word search use ${plan.join(', ') || 'no index'}.`,
    );
  }
  if (!process.env.DATABASE_URL)
    console.log(
      '\n(PostgreSQL skipped: run under `bash scripts/with-postgres.sh` for it side by side.)',
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await searchBench();
