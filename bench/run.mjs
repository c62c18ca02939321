// `pnpm bench`: every measure of issue 16, each side by side in one run so a ratio survives a
// noisy machine: sizes against the budgets and React alone; the cached catalogue list and the hot
// reads next to a bare Node server, the purchase flow and search, on the embedded database and on
// PostgreSQL (`pnpm bench` runs under scripts/with-postgres.sh); start-up and memory; the store
// at the seeded catalogue and at 5,000 products; Lighthouse, mobile and desktop, next to a minimal
// React page; a tap at first paint on a slowed phone in Chromium. Exits non-zero when a budget or
// a goal is missed. `--size-only`: the sizes alone.
// Each part also runs on its own (`node bench/<part>.mjs`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET, reactAloneKb, reportFormRoutes, siteSizes } from './size.mjs';
import { reportPartnerSizes } from './partner-size.mjs';
import { throughput } from './throughput.mjs';
import { searchBench } from './search.mjs';
import { reportMemory } from './memory.mjs';
import { reportHotPaths } from './hotpaths.mjs';
import { reportPurchases } from './purchase.mjs';
import { reportStoreScale } from './store-scale.mjs';
import { reportLighthouse } from './lighthouse.mjs';
import { reportSlow4g } from './slow4g.mjs';
import { reportAdminQueue } from './admin-queue.mjs';
import { reportMail } from './mail.mjs';
import { reportSlots } from './slots.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const f = (n) => n.toFixed(1);
/** Issue 16: the cached catalogue list at least 0.8× a bare Node server sending the same bytes. */
const LIST_RATIO = 0.8;

const sizes = siteSizes(path.join(root, 'apps/site/dist'));
const react = await reactAloneKb(path.join(root, 'apps/site'));
let overBudget = false;

// `--save-baseline` keeps this build's sizes; later runs print them beside the new ones.
const baselinePath = path.join(root, 'bench/sizes-baseline.json');
if (process.argv.includes('--save-baseline'))
  writeFileSync(baselinePath, `${JSON.stringify(sizes, null, 1)}\n`);
const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : null;
const before = new Map((baseline?.perRoute ?? []).map((r) => [r.route, r.initialKb]));
const delta = (now, then) =>
  then === undefined ? '—' : `${now - then >= 0 ? '+' : ''}${(now - then).toFixed(1)}`;

console.log('## Size (gzip -9)\n');
console.log(`React + ReactDOM alone: ${f(react)} KB`);
console.log(
  `Entry (shell shared by every route): ${f(sizes.entryKb)} KB` +
    (baseline ? ` (baseline ${f(baseline.entryKb)} KB)` : ''),
);
for (const chunk of sizes.onDemand)
  console.log(`Loaded by the shell on demand: ${chunk.name} ${f(chunk.kb)} KB`);
console.log('');
console.log(
  '| route chunk | initial JS KB | baseline KB | Δ KB | × React alone | lazy chunk KB | with its lazy parts KB | budget |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of sizes.perRoute) {
  const ok = r.initialKb <= BUDGET.initialKb && r.lazyKb <= BUDGET.lazyChunkKb;
  overBudget ||= !ok;
  const deferred = r.withDeferredKb > r.initialKb + 0.05 ? f(r.withDeferredKb) : '—';
  const then = before.get(r.route);
  console.log(
    `| ${r.route} | ${f(r.initialKb)} | ${then === undefined ? '—' : f(then)} | ${delta(r.initialKb, then)} | ${(r.initialKb / react).toFixed(2)} | ${f(r.lazyKb)} | ${deferred} | ${ok ? 'ok' : 'OVER'} |`,
  );
}
console.log(
  `\nBudgets: initial ≤ ${BUDGET.initialKb} KB, each lazy route chunk ≤ ${BUDGET.lazyChunkKb} KB.`,
);
console.log(
  '"With its lazy parts" adds what the page imports on demand (a form, a dialog): an upper bound,\n' +
    'since some of it loads only on a click. It is reported, not held; the form routes below are.',
);

console.log('');
overBudget ||= reportFormRoutes(path.join(root, 'apps/site/dist'));

console.log('');
overBudget ||= await reportPartnerSizes(root);

if (!process.argv.includes('--size-only')) {
  const t = await throughput(root);
  console.log(
    '\n## Throughput: GET /api/product/getall-product (10 connections, alternating rounds)\n',
  );
  console.log(
    `Petverse server (PGlite, ${(t.bytes / 1024).toFixed(1)} KB JSON): ${t.petverseRps.toFixed(0)} req/s, p99 ${t.petverseP99.toFixed(1)} ms`,
  );
  console.log(`Bare Node http, same JSON from memory: ${t.bareRps.toFixed(0)} req/s`);
  const listRatio = t.petverseRps / t.bareRps;
  console.log(
    `Ratio Petverse / bare: ${listRatio.toFixed(3)} (goal ≥ ${LIST_RATIO}: ${listRatio >= LIST_RATIO ? 'ok' : 'MISSED'})`,
  );
  // Search at 406 and 10,000 products, on PostgreSQL too when DATABASE_URL names one.
  console.log('');
  await searchBench();
  console.log('');
  // Start-up and memory are goals of issue 16, reported here; the test command does not hold them.
  let missed = listRatio < LIST_RATIO;
  missed = (await reportMemory()) || missed;
  const pg = Boolean(process.env.DATABASE_URL);
  for (const onPg of pg ? [false, true] : [false]) {
    console.log('');
    missed = (await reportHotPaths({ pg: onPg })) || missed;
    console.log('');
    await reportPurchases({ pg: onPg });
  }
  if (!pg)
    console.log('\n(PostgreSQL skipped: `pnpm bench` runs it under scripts/with-postgres.sh.)');
  console.log('');
  missed = (await reportStoreScale()) || missed;
  console.log('');
  // Issue 31: the back office's order queue at 100,000 orders, on an index.
  missed = (await reportAdminQueue()) || missed;
  console.log('');
  // Issue 32: mail through the durable queue, next to sending straight.
  await reportMail();
  await reportSlots();
  console.log('');
  missed = (await reportLighthouse()) || missed;
  console.log('');
  // Issue 33: a tap at first paint over slow 4G with a 4× slower CPU, in Chromium.
  missed = (await reportSlow4g()) || missed;
  if (missed) {
    console.log('\nA goal of issue 16 was missed (above).');
    process.exitCode = 1;
  }
}
if (overBudget) process.exitCode = 1;
