// `node bench/hotpaths.mjs [--pg]`: the server's hot reads (product by id, similar products, a
// store page of the search (not cached), cart, the cart again while another buyer writes,
// wishlist, an orders page of a buyer with 200 orders, the current user) and a page rendered on
// request, each next to a bare Node server
// sending the same bytes, measured alternately in one run at 10 and 50 connections, with the
// server's CPU time per request (issue 16, item 5). On the embedded database by default; with
// `--pg` on the PostgreSQL of DATABASE_URL (`bash scripts/with-postgres.sh node bench/hotpaths.mjs --pg`).
// Goals: product by id ≥ 0.2× bare, cart and orders ≥ 0.1×; p99 ≤ 100 ms at 50 connections on
// PostgreSQL for cart and orders. Needs `pnpm build`. `--only=cart|orders` keeps the reads whose
// name matches; `--cpu-prof=DIR` writes the server's CPU profile there on exit (a preloaded
// inspector session: NODE_OPTIONS refuses --cpu-prof).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buyer as anotherBuyer, call as request } from './buyers.mjs';
import { cpuMs, startBare, startOnDatabase } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GOALS = { productRatio: 0.2, personalRatio: 0.1, p99Ms: 100 };
const ORDERS = 200;

/** An API call that must succeed: its JSON answer. */
async function call(url, method, pathname, options) {
  const { status, body } = await request(url, method, pathname, options);
  if (status >= 400) throw new Error(`${method} ${pathname}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** A buyer with a cart of three, a wishlist of three and `ORDERS` cash-on-delivery orders. */
export async function buyer(url) {
  const { token } = await call(url, 'POST', '/auth/register', {
    body: {
      name: 'Bench Buyer',
      email: `bench-${Date.now()}@example.in`,
      phone: '9876500000',
      password: 'kestrel-monsoon-ladder-42',
    },
  });
  const { data: address } = await call(url, 'POST', '/user/address', {
    token,
    body: {
      name: 'Bench Buyer',
      phone: '9876500000',
      email: 'bench@example.in',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
  });
  const { products } = await call(url, 'GET', '/product/search?limit=6');
  for (let i = 0; i < ORDERS; i++) {
    const product = products[i % products.length];
    await call(url, 'POST', '/product/cart', {
      token,
      body: { productId: product._id, quantity: 1 },
    });
    const { cart } = await call(url, 'GET', '/product/cart', { token });
    const total = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
    await call(url, 'POST', '/product/order', {
      token,
      body: {
        orderData: {
          totalPrice: Math.round(total + 50),
          shippingType: 'Economy',
          address: address._id,
        },
      },
    });
  }
  for (const product of products.slice(0, 3)) {
    await call(url, 'POST', '/product/cart', {
      token,
      body: { productId: product._id, quantity: 2 },
    });
    await call(url, 'POST', '/product/wishlist', { token, body: { productId: product._id } });
  }
  return { token, product: products[0] };
}

const run = (url, connections, seconds, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

/** A script that profiles the process it is preloaded into and writes DIR/server.cpuprofile on exit. */
function profiler(dir) {
  const file = path.join(dir, 'profile.cjs');
  writeFileSync(
    file,
    `const inspector = require('node:inspector'), fs = require('node:fs');
const s = new inspector.Session(); s.connect();
s.post('Profiler.enable'); s.post('Profiler.setSamplingInterval', { interval: 200 }); s.post('Profiler.start');
process.on('exit', () => s.post('Profiler.stop', (err, r) => {
  if (!err) fs.writeFileSync(${JSON.stringify(path.join(dir, 'server.cpuprofile'))}, JSON.stringify(r.profile));
}));`,
  );
  return file;
}

/**
 * Another buyer adding a product to their wishlist and taking it off again, `perSecond` writes a
 * second, until the returned function is called: a database that changes while a read is
 * measured, as a live site's does (the embedded database keeps answers only between writes).
 */
function writesElsewhere(url, who, perSecond) {
  let step = 0;
  const timer = setInterval(() => {
    const productId = who.product._id;
    void (
      step++ % 2
        ? request(url, 'DELETE', `/product/wishlist/${productId}`, { token: who.token })
        : request(url, 'POST', '/product/wishlist', { token: who.token, body: { productId } })
    ).catch(() => {});
  }, 1000 / perSecond);
  return () => clearInterval(timer);
}

export async function hotPaths({ pg = false, seconds = 3, only, cpuProf } = {}) {
  const server = await startOnDatabase(root, {
    pg,
    env: cpuProf ? { NODE_OPTIONS: `--require ${profiler(cpuProf)}` } : {},
  });
  try {
    const { token, product } = await buyer(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const writer = await anotherBuyer(server.url, [product]);
    const WRITES = 50;
    const paths = [
      ['product by id', `/api/product/get-productById/${product._id}`, {}],
      ['similar products', `/api/product/similar/${product._id}`, {}],
      ['store page (search, not cached)', '/api/product/search?page=2&sort=price_asc', {}],
      ['cart', '/api/product/cart', auth],
      [
        `cart, another buyer writing ${WRITES}/s`,
        '/api/product/cart',
        auth,
        () => writesElsewhere(server.url, writer, WRITES),
      ],
      ['wishlist', '/api/product/wishlist', auth],
      [`orders page (of ${ORDERS})`, '/api/product/user-orders?page=2&limit=10', auth],
      ['current user', '/api/auth/getuser', auth],
      ['product page (rendered, cached)', `/pet-product-page/${product._id}`, {}],
    ].filter(([name]) => !only || only.test(name));
    const bodies = new Map();
    const tags = new Map();
    for (const [, p, headers] of paths) {
      const res = await fetch(server.url + p, { headers });
      bodies.set(p, [await res.text(), res.headers.get('content-type')]);
      tags.set(p, res.headers.get('etag'));
    }
    // The same reads by a browser that holds the answer (If-None-Match → 304, ADR 020): the
    // server's CPU per request with and without the validator; no bare server beside them.
    for (const [name, p, headers] of [...paths])
      if (
        /^(product by id|cart|orders page)/.test(name) &&
        !name.includes('writing') &&
        tags.get(p)
      )
        paths.push([
          `${name}, If-None-Match`,
          p,
          { ...headers, 'if-none-match': tags.get(p) },
          undefined,
          true,
        ]);
    const bare = await startBare(bodies);
    const rows = [];
    try {
      for (const connections of [10, 50])
        for (const [name, p, headers, meanwhile, revalidated] of paths) {
          await run(server.url + p, connections, 1, headers); // warm up
          const stop = meanwhile?.();
          const cpuBefore = cpuMs(server.child.pid);
          const a = await run(server.url + p, connections, seconds, headers);
          const cpu = cpuMs(server.child.pid) - cpuBefore;
          stop?.();
          const b = revalidated ? undefined : await run(bare.url + p, connections, seconds, {});
          const expected = revalidated ? a['3xx'] : a['2xx'];
          if (expected !== a.requests.total - a.errors - a.timeouts && a.requests.total > 0)
            throw new Error(`${name}: answers were not ${revalidated ? '304' : '2xx'}`);
          rows.push({
            name,
            connections,
            rps: a.requests.average,
            bareRps: b ? b.requests.average : NaN,
            p99: a.latency.p99,
            cpuUs: (cpu * 1000) / a.requests.total,
            bytes: bodies.get(p)[0].length,
          });
        }
    } finally {
      bare.stop();
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** Prints the table; true when a goal is missed. */
export async function reportHotPaths({ pg = false, only, cpuProf } = {}) {
  const rows = await hotPaths({ pg, only, cpuProf });
  console.log(`## Hot reads next to bare Node (${pg ? 'PostgreSQL' : 'embedded database'})\n`);
  console.log(
    '| read | conns | KB | req/s | bare req/s | ratio | p99 ms | server CPU µs/request | goal |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  let missed = false;
  for (const r of rows) {
    const ratio = r.rps / r.bareRps;
    const personal = /^(cart|orders page)/.test(r.name) && !/writing|If-None-Match/.test(r.name);
    const goalRatio =
      r.name === 'product by id' ? GOALS.productRatio : personal ? GOALS.personalRatio : null;
    const p99Goal = pg && personal && r.connections === 50;
    const ok = (goalRatio === null || ratio >= goalRatio) && (!p99Goal || r.p99 <= GOALS.p99Ms);
    const goal =
      goalRatio === null && !p99Goal
        ? '—'
        : `${goalRatio === null ? '' : `≥ ${goalRatio}×`}${p99Goal ? ` p99 ≤ ${GOALS.p99Ms}` : ''} ${ok ? 'ok' : 'MISSED'}`;
    missed ||= !ok;
    console.log(
      `| ${r.name} | ${r.connections} | ${(r.bytes / 1024).toFixed(1)} | ${r.rps.toFixed(0)} | ${Number.isNaN(r.bareRps) ? '—' : r.bareRps.toFixed(0)} | ${Number.isNaN(ratio) ? '—' : ratio.toFixed(3)} | ${r.p99.toFixed(0)} | ${r.cpuUs.toFixed(0)} | ${goal} |`,
    );
  }
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = option('only');
  const missed = await reportHotPaths({
    pg: process.argv.includes('--pg'),
    only: only ? new RegExp(only) : undefined,
    cpuProf: option('cpu-prof'),
  });
  if (missed) process.exitCode = 1;
}
