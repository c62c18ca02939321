// `node bench/admin-queue.mjs`: the back office's order queue with 100,000 orders (issue 31). On
// the embedded database (and PostgreSQL when DATABASE_URL names one, as `pnpm bench` does), a
// fresh shop gets 5,000 buyers and 100,000 orders spread over a year; then each filtered page of
// GET /api/admin/orders is asked for one at a time over HTTP (its rows, its count and the counts
// per status), and the same page's query is EXPLAINed: it must read an index, not scan the table.
// Goal on PostgreSQL (where a shop with this many orders runs, docs/operations.md): every filtered
// page under GOAL_MS at the 95th percentile; the embedded database is reported beside it. Needs
// `pnpm build`.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './server.mjs';
import { percentile } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const ORDERS = Number(process.env.ORDERS ?? 100_000);
const BUYERS = 5000;
const RUNS = Number(process.env.RUNS ?? 40);
export const GOAL_MS = 150;
const TOKEN = `pvs_${randomBytes(24).toString('base64url')}`;

/** 5,000 buyers, ORDERS orders over the last year (statuses, pincodes, methods mixed), a line each, and a staff session. */
const fillSql = () => `
insert into users (id, name, email, phone, password_hash)
  select gen_random_uuid(), 'Buyer ' || g, 'buyer' || g || '@bench.example',
         (9000000000 + g)::text, 'not-a-hash'
  from generate_series(1, ${BUYERS}) g;
alter table orders disable trigger orders_changed;
alter table order_items disable trigger order_items_changed;
with buyers as (select array_agg(id order by email) as ids from users where email like '%@bench.example')
insert into orders (id, user_id, total_paise, shipping_type, shipping_paise, status, payment_status,
                    payment_method, address, created_at)
  select gen_random_uuid(), buyers.ids[1 + g % ${BUYERS}], 50000 + (g % 300) * 100, 'Economy', 5000,
         (array['pending','confirmed','packed','shipped','delivered','delivered','delivered','cancelled'])[1 + g % 8],
         (array['completed','pending'])[1 + g % 2],
         (array['Razorpay','Cash on Delivery'])[1 + g % 2],
         jsonb_build_object('name', 'Buyer ' || g, 'phone', (9000000000 + g % ${BUYERS})::text,
           'email', '', 'street', g || ' MG Road',
           'city', (array['Pune','New Delhi','Bengaluru','Lucknow','Guwahati'])[1 + g % 5],
           'state', (array['Maharashtra','Delhi','Karnataka','Uttar Pradesh','Assam'])[1 + g % 5],
           'pincode', (array['411001','110001','560025','226001','781001'])[1 + g % 5],
           'country', 'India'),
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
  from buyers, generate_series(1, ${ORDERS}) g;
insert into order_items (id, order_id, position, item_type, item_id, name, price_paise, quantity)
  select gen_random_uuid(), o.id, 0, 'product', gen_random_uuid()::text, 'Kibble', 45000, 1
  from orders o;
alter table orders enable trigger orders_changed;
alter table order_items enable trigger order_items_changed;
insert into staff (id, name, email, password_hash, role)
  values ('00000000-0000-4000-8000-00000000be0c', 'Bench Owner', 'bench@petverse.in', 'not-a-hash', 'owner');
insert into staff_sessions (token_hash, staff_id)
  values ('${createHash('sha256').update(TOKEN).digest('base64url')}', '00000000-0000-4000-8000-00000000be0c');
`;

/** The filtered pages asked for, as a label and a query string. */
const PAGES = (sample) => [
  ['every order, page 1', ''],
  ['status confirmed, page 1', '?status=confirmed'],
  ['status delivered, page 100', '?status=delivered&page=100'],
  ['order number', `?q=%23${sample.id.slice(-8)}`],
  ['buyer email', `?q=${encodeURIComponent(sample.email)}`],
  ['shipped to 411001', '?status=shipped&pincode=411001'],
  ['last 7 days, cash on delivery', `?from=${daysAgo(7)}&paymentMethod=Cash%20on%20Delivery`],
];
const daysAgo = (n) =>
  new Date(Date.now() + 330 * 60_000 - n * 86_400_000).toISOString().slice(0, 10);

/** The page query the route runs for a status (rows only), EXPLAINed. */
const PLANS = (sample) => [
  [
    'status confirmed, page 1',
    `explain select o.* from orders o join users u on u.id = o.user_id where o.status = 'confirmed'
     order by o.created_at desc, o.id desc limit 25`,
  ],
  [
    'order number',
    `explain select o.* from orders o join users u on u.id = o.user_id
     where right(o.id::text, 8) = '${sample.id.slice(-8)}' order by o.created_at desc, o.id desc limit 25`,
  ],
  [
    'every order, page 1',
    `explain select o.* from orders o join users u on u.id = o.user_id
     order by o.created_at desc, o.id desc limit 25`,
  ],
];

/** The indexes a plan reads, and whether it scans a table whole. */
const readsOf = (rows) => {
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  const indexes = [...text.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g)].map(
    (m) => m[1],
  );
  return { indexes: [...new Set(indexes)], scansOrders: /Seq Scan on orders/.test(text) };
};

async function measure(url, sample) {
  const out = [];
  for (const [label, query] of PAGES(sample)) {
    const target = `${url}/api/admin/orders${query}`;
    const headers = { authorization: `Bearer ${TOKEN}` };
    for (let i = 0; i < 3; i++) await (await fetch(target, { headers })).arrayBuffer();
    const times = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(target, { headers });
      const body = await res.json();
      times.push(performance.now() - t0);
      if (!res.ok) throw new Error(`${target}: ${res.status} ${JSON.stringify(body)}`);
      total = body.pagination.total;
    }
    out.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), total });
  }
  return out;
}

async function onDatabase(run, query) {
  await run(fillSql());
  // As a shop's tables are after autovacuum has passed: statistics and the visibility map.
  await run('vacuum analyze');
  const [sample] = await query(
    `select o.id, u.email from orders o join users u on u.id = o.user_id where u.email like '%@bench.example' order by o.created_at desc limit 1 offset 777`,
  );
  const plans = [];
  for (const [label, sql] of PLANS(sample)) plans.push({ label, ...readsOf(await query(sql)) });
  return { sample, plans };
}

async function pglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pv-queue-'));
  try {
    // A first start makes the database; it is filled while the server is stopped (one writer).
    let server = await startBuiltServer(root, { DATA_DIR: dataDir, DATABASE_URL: '' });
    await server.stop();
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const { pg_trgm } = serverRequire('@electric-sql/pglite/contrib/pg_trgm');
    const { fuzzystrmatch } = serverRequire('@electric-sql/pglite/contrib/fuzzystrmatch');
    const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm, fuzzystrmatch } });
    let found;
    try {
      found = await onDatabase(
        (sql) => db.exec(sql),
        async (sql) => (await db.query(sql)).rows,
      );
    } finally {
      await db.close();
    }
    server = await startBuiltServer(root, { DATA_DIR: dataDir, DATABASE_URL: '' });
    const pages = await measure(server.url, found.sample);
    await server.stop();
    return { pages, plans: found.plans };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres() {
  const pg = serverRequire('pg');
  const name = `petverse_queue_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pv-queue-'));
  try {
    const server = await startBuiltServer(root, {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
    });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const found = await onDatabase(
      (sql) => client.query(sql),
      async (sql) => (await client.query(sql)).rows,
    );
    await client.end();
    const pages = await measure(server.url, found.sample);
    await server.stop();
    return { pages, plans: found.plans };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const f = (n) => n.toFixed(1);
/** Prints the queue's times and plans; returns whether a goal was missed. */
export async function reportAdminQueue() {
  const results = { PGlite: await pglite() };
  if (process.env.DATABASE_URL) results.PostgreSQL = await postgres();
  const dbs = Object.keys(results);
  console.log(
    `## The back office's order queue at ${ORDERS.toLocaleString('en-IN')} orders: GET /api/admin/orders, ${RUNS} requests each, one at a time (ms, over HTTP)\n`,
  );
  console.log(`| page | ${dbs.map((d) => `${d} p50 / p95`).join(' | ')} | orders matching |`);
  console.log(`|---|${dbs.map(() => '---|').join('')}---|`);
  let missed = false;
  const first = results[dbs[0]].pages;
  first.forEach((row, i) => {
    const cells = dbs.map((d) => {
      const r = results[d].pages[i];
      if (d === 'PostgreSQL') missed ||= r.p95 > GOAL_MS;
      return `${f(r.p50)} / ${f(r.p95)}`;
    });
    console.log(`| ${row.label} | ${cells.join(' | ')} | ${row.total.toLocaleString('en-IN')} |`);
  });
  for (const d of dbs) {
    console.log(`\n${d}, the page's query:`);
    for (const p of results[d].plans) {
      missed ||= p.scansOrders || p.indexes.length === 0;
      console.log(
        `- ${p.label}: reads ${p.indexes.join(', ') || 'no index'}${p.scansOrders ? ' and SCANS orders' : ', no scan of orders'}`,
      );
    }
  }
  console.log(
    `\nGoal: on PostgreSQL every page's p95 ≤ ${GOAL_MS} ms, and on both each page query on an index: ${missed ? 'MISSED' : 'met'}.`,
  );
  return missed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (await reportAdminQueue()) process.exitCode = 1;
}
