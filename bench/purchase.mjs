// `node bench/purchase.mjs [--pg]`: the purchase flow under load (issue 16, item 5). 10 and then
// 50 buyers each check out in a loop (add to cart, read the cart, create the payment order, pay
// in the sandbox, verify) against the built server: purchases a second, how long one purchase
// takes (p50, p99) and the server's CPU time per purchase, read from /proc. On the embedded
// database by default; with `--pg` on the PostgreSQL of DATABASE_URL
// (`bash scripts/with-postgres.sh node bench/purchase.mjs --pg`). Needs `pnpm build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buyer, call, runBuyers } from './buyers.mjs';
import { cpuMs, startOnDatabase } from './server.mjs';
import { percentile } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function purchases({ pg = false, seconds = 8, counts = [10, 50] } = {}) {
  const server = await startOnDatabase(root, {
    pg,
    env: {
      PAYMENTS: 'sandbox',
      LOG_LEVEL: 'error',
      // Sign-ups are limited per address: each buyer comes from its own, forwarded by loopback.
      TRUST_PROXY: '127.0.0.1',
    },
  });
  try {
    // Products with plenty in stock, spread over the buyers (each purchase takes one unit).
    const products = (
      await call(server.url, 'GET', '/product/search?limit=48')
    ).body.products.filter((p) => p.stock >= 100);
    const rows = [];
    for (const count of counts) {
      const buyers = [];
      for (let i = 0; i < count; i++)
        buyers.push(await buyer(server.url, products, `10.${count}.${i >> 8}.${i & 255}`));
      // A first round warms the server's prepared statements and caches; it is not counted.
      const warm = runBuyers(() => [server.url], buyers);
      await new Promise((r) => setTimeout(r, 1000));
      await warm.stop();
      const cpuBefore = cpuMs(server.child.pid);
      const load = runBuyers(() => [server.url], buyers);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const cpu = cpuMs(server.child.pid) - cpuBefore;
      await load.stop();
      const done = load.acknowledged.length;
      rows.push({
        buyers: count,
        perSecond: done / seconds,
        p50: percentile(load.durations, 50),
        p99: percentile(load.durations, 99),
        cpuPerPurchase: done ? cpu / done : NaN,
        failed: load.attempts() - done - count, // the loops stopped mid-checkout are not failures
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function reportPurchases({ pg = false } = {}) {
  const rows = await purchases({ pg });
  console.log(`## Purchases (${pg ? 'PostgreSQL' : 'embedded database'})\n`);
  console.log('| buyers | purchases/s | p50 ms | p99 ms | server CPU ms per purchase |');
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.buyers} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.cpuPerPurchase.toFixed(1)} |`,
    );
  console.log(
    '\nOne purchase is five calls: add to cart, read the cart, payment order, sandbox payment, verify.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  await reportPurchases({ pg: process.argv.includes('--pg') });
