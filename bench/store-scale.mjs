// `node bench/store-scale.mjs`: the store page and a product page with the seeded catalogue and
// with 5,000 products, side by side (issue 16, item 4: pages bounded by what is on screen). In
// Debian's Chromium against the built server on the embedded database: time until the page is
// ready (its load event and its last request), elements in the DOM, product cards, the HTML, the
// data it carries for hydration, the JSON fetched after it (as sent, and decoded), and the
// JavaScript heap in use. Goal: flat, whatever the
// catalogue's size; no page over ~60 cards or ~50 KB of catalogue JSON. Needs `pnpm build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.js';
import { growEmbedded } from './search.mjs';
import { startBuiltServer } from './server.mjs';
import { median } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GOALS = { cards: 60, jsonKb: 50 };
const LARGE = 5000;
const RUNS = 3;

const startServer = (dataDir) =>
  startBuiltServer(
    root,
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    { readyPath: '/api/product/search?limit=1' },
  );

/** One cold visit of `url` in a new browser context: what it cost the page. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const json = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').startsWith('application/json'))
      json.push(
        Promise.all([response.body().catch(() => Buffer.alloc(0)), response.request().sizes()]),
      );
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  const html = await document.body();
  const htmlSizes = await document.request().sizes();
  const seen = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const lastResponse = Math.max(
      0,
      ...performance.getEntriesByType('resource').map((r) => r.responseEnd),
    );
    return {
      readyMs: Math.max(nav.loadEventEnd, lastResponse),
      elements: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('[data-ui="ProductCard"]').length,
      heapMb: performance.memory.usedJSHeapSize / 1048576,
      // The data the server rendered the page with, carried in the HTML for hydration.
      inlineKb: (document.getElementById('petverse-data')?.textContent.length ?? 0) / 1024,
    };
  });
  const bodies = await Promise.all(json);
  await context.close();
  return {
    ...seen,
    htmlKb: html.length / 1024,
    htmlWireKb: Math.max(0, htmlSizes.responseBodySize) / 1024,
    jsonKb: bodies.reduce((n, [body]) => n + body.length, 0) / 1024,
    jsonWireKb: bodies.reduce((n, [, sizes]) => n + Math.max(0, sizes.responseBodySize), 0) / 1024,
  };
}

async function measure(browser, origin) {
  const { products } = await (await fetch(`${origin}/api/product/search?limit=1`)).json();
  const pages = [
    ['/pet-store', `${origin}/pet-store`],
    ['product page', `${origin}/pet-product-page/${products[0]._id}`],
  ];
  const out = {};
  for (const [name, url] of pages) {
    await visit(browser, url); // the server's caches and the page's first render
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, url));
    out[name] = Object.fromEntries(
      Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]),
    );
  }
  return out;
}

export async function storeScale() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-scale-'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    let server = await startServer(dataDir);
    const seeded = (await (await fetch(`${server.url}/api/product/search?limit=1`)).json())
      .pagination.total;
    const small = await measure(browser, server.url);
    await server.stop();
    await growEmbedded(dataDir, LARGE);
    server = await startServer(dataDir);
    const large = await measure(browser, server.url);
    await server.stop();
    return { seeded, large: LARGE, small, largeResult: large };
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the table; true when a page goes over the goals. */
export async function reportStoreScale() {
  const r = await storeScale();
  console.log(`## The store at ${r.seeded} and ${r.large.toLocaleString('en')} products\n`);
  console.log(
    `Chromium, a phone-sized window, median of ${RUNS} cold visits each after one to warm the server.\n`,
  );
  console.log(
    '| page | products | ready ms | DOM elements | product cards | HTML KB (sent / decoded) | data in the HTML KB | JSON fetched KB (sent / decoded) | JS heap MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  let over = false;
  for (const [count, result] of [
    [r.seeded, r.small],
    [r.large, r.largeResult],
  ])
    for (const [name, m] of Object.entries(result)) {
      // The catalogue a page carries: the data in its HTML and the JSON it fetches after.
      over ||= m.cards > GOALS.cards || m.inlineKb + m.jsonKb > GOALS.jsonKb;
      console.log(
        `| ${name} | ${count.toLocaleString('en')} | ${m.readyMs.toFixed(0)} | ${m.elements} | ${m.cards} | ${m.htmlWireKb.toFixed(1)} / ${m.htmlKb.toFixed(1)} | ${m.inlineKb.toFixed(1)} | ${m.jsonWireKb.toFixed(1)} / ${m.jsonKb.toFixed(1)} | ${m.heapMb.toFixed(1)} |`,
      );
    }
  console.log(
    `\nGoals: flat from ${r.seeded} to ${r.large.toLocaleString('en')} products; at most ${GOALS.cards} product cards and ${GOALS.jsonKb} KB of catalogue data (in the HTML and fetched) on a page.`,
  );
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (await reportStoreScale()) process.exitCode = 1;
}
