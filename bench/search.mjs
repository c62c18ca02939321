// Catalogue search at 406 and at 10,000 products, on PGlite and PostgreSQL side by side: p50
// and p95 of typical searches over HTTP against the built server (issue 14).
//
//   node bench/search.mjs                                   PGlite only
//   bash scripts/with-postgres.sh node bench/search.mjs     PGlite and PostgreSQL
//
// Needs the built server (pnpm build). The extra products are inserted by one SQL statement
// (generate_series) between the seeded catalogue and the measurements.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './server.mjs';
import { percentile } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const TARGET = Number(process.env.PRODUCTS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 60);

/** Typical searches of the store: words, a typo, filters with a sort, a deep page. */
export const SEARCHES = [
  ['words', 'q=puppy%20food'],
  ['typo', 'q=kibbel'],
  ['filters + sort', 'species=dog&category=food&maxPrice=1000&sort=price_asc'],
  ['words + filter + rating sort', 'q=chicken&species=cat&sort=rating'],
  ['page 20, newest', 'page=20&sort=newest'],
];

const startServer = (env) =>
  startBuiltServer(root, env, { readyPath: '/api/product/search?limit=1', echoLogs: true });

/** Enough generated products to reach TARGET, spread over species, categories, brands, prices. */
const fillSql = (count) => `
insert into products (id, slug, store, name, description, price_paise, image_url, petspecies,
  category, brand, life_stage, average_rating, rating_sum, rating_count, created_at,
  variant_group, variant_label)
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
  'bench-' || (i / 3), (array['1 kg','3 kg','10 kg'])[1 + i % 3]
from generate_series(1, ${count}) i,
  lateral (select (array['Pawfect','Desi Bowl','Himalayan Paws','Zib','TailCraft','Whiskerly'])[1 + (i / 3) % 6] as brand) b`;
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
    const [{ n }] = (await db.query('select count(*)::int as n from products')).rows;
    await db.exec(fillSql(target - n));
    for (const statement of AFTER_FILL) await db.exec(statement);
    await inspect(db);
  } finally {
    await db.close();
  }
}

async function measure(url) {
  const out = {};
  for (const [label, query] of SEARCHES) {
    const target = `${url}/api/product/search?${query}`;
    for (let i = 0; i < 5; i++) await (await fetch(target)).arrayBuffer();
    const times = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(target);
      const body = await res.json();
      times.push(performance.now() - t0);
      total = body.pagination.total;
    }
    out[label] = { p50: percentile(times, 50), p95: percentile(times, 95), total };
  }
  return out;
}

async function pglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pv-search-'));
  try {
    let server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const small = await measure(server.url);
    await server.stop();
    const plan = [];
    await growEmbedded(dataDir, TARGET, async (db) => {
      for (const q of PLAN_SQL) plan.push(...indexesOf((await db.query(q)).rows));
    });
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const large = await measure(server.url);
    await server.stop();
    return { small, large, plan };
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
  try {
    const server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    const small = await measure(server.url);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from products');
    await client.query(fillSql(TARGET - rows[0].n));
    for (const statement of AFTER_FILL) await client.query(statement);
    const plan = [];
    for (const q of PLAN_SQL) plan.push(...indexesOf((await client.query(q)).rows));
    await client.end();
    const large = await measure(server.url);
    await server.stop();
    return { small, large, plan };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const f = (n) => (n === undefined ? '—' : n.toFixed(1));
export async function searchBench() {
  const results = { PGlite: await pglite() };
  if (process.env.DATABASE_URL) results.PostgreSQL = await postgres();
  const dbs = Object.keys(results);
  console.log(
    `## Search: GET /api/product/search, ${RUNS} requests each, one at a time (ms, over HTTP)\n`,
  );
  console.log(
    `| search | ${dbs.map((d) => `${d} 406 p50 / p95 | ${d} ${TARGET.toLocaleString('en-IN')} p50 / p95`).join(' | ')} | matches at ${TARGET.toLocaleString('en-IN')} |`,
  );
  console.log(`|---|${dbs.map(() => '---|---|').join('')}---|`);
  for (const [label] of SEARCHES) {
    const cells = dbs.map((d) => {
      const s = results[d].small[label];
      const l = results[d].large[label];
      return `${f(s.p50)} / ${f(s.p95)} | ${f(l.p50)} / ${f(l.p95)}`;
    });
    console.log(`| ${label} | ${cells.join(' | ')} | ${results[dbs[0]].large[label].total} |`);
  }
  for (const d of dbs)
    console.log(
      `\n${d}: the typo correction and a word search use ${results[d].plan.join(', ') || 'no index'}.`,
    );
  if (!process.env.DATABASE_URL)
    console.log(
      '\n(PostgreSQL skipped: run under `bash scripts/with-postgres.sh` for it side by side.)',
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await searchBench();
