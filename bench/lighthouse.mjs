// `pnpm bench:lighthouse`: Lighthouse (the npm package, driving Debian's Chromium) on the five key
// pages, mobile (simulated slow 4G, mid-range phone CPU) and desktop, next to a minimal React 19
// page built and served (brotli) in the same run: the floor. Every run is a first visit: a
// Chromium launched for it alone, with a fresh profile (no compiled code or HTTP cache from an
// earlier run). Runs go in rounds (the floor, then each page); a round whose floor scores under
// 95 is void; each page's figures are the medians of the rounds kept, with Lighthouse's
// benchmark index and the machine's load (1 min) at each run.
// Options: --runs N (rounds, default 5), --only mobile|desktop, --page NAME (one page and the floor),
// --detail (each run's long tasks and script bootup, to see where the main thread goes).
import { brotliCompressSync, constants } from 'node:zlib';
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.js';
import { median } from './stats.mjs';
import { startPetverse } from './throughput.mjs';
import { parentWithOrders, signInBrowser } from './buyers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', '5'));
const FORMS = arg('--only', null) ? [arg('--only')] : ['mobile', 'desktop'];
const PAGE = arg('--page', null);
const DETAIL = process.argv.includes('--detail');
/** The goals of issue 16, mobile. */
export const GOALS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Builds the floor page with Vite and serves it brotli-compressed, cached like our assets. */
async function startFloor() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'petverse-floor-'));
  await build({
    root: path.join(root, 'bench/floor'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else
        files.set(
          '/' + path.relative(outDir, full).split(path.sep).join('/'),
          brotliCompressSync(readFileSync(full), {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
    }
  };
  walk(outDir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    const key = url.pathname === '/' ? '/index.html' : url.pathname;
    const body = files.get(key);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': TYPES[path.extname(key)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': key.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: () => (server.close(), rmSync(outDir, { recursive: true, force: true })),
  };
}

function printDetail(url, a) {
  const ms = (n) => `${Math.round(n)} ms`;
  const lines = [
    `${url}: FCP ${ms(a['first-contentful-paint'].numericValue)}, LCP ${ms(a['largest-contentful-paint'].numericValue)}, TBT ${ms(a['total-blocking-time'].numericValue)}`,
    ...(a['largest-contentful-paint-element'].details?.items ?? []).flatMap((item) =>
      (item.items ?? []).map((x) =>
        x.node
          ? `  LCP element: ${x.node.snippet?.slice(0, 120)}`
          : x.phase
            ? `  LCP ${x.phase}: ${ms(x.timing)}`
            : '',
      ),
    ),
    '  layout shifts (score, element):',
    ...(a['layout-shifts']?.details?.items ?? []).map(
      (shift) =>
        `    ${shift.score.toFixed(3)} ${shift.node?.snippet?.slice(0, 120) ?? '(unknown)'}`,
    ),
    '  long tasks:',
    ...(a['long-tasks'].details?.items ?? []).map(
      (t) =>
        `    ${ms(t.startTime)} +${ms(t.duration)} ${String(t.url).replace(/^https?:\/\/[^/]+/, '')}`,
    ),
    '  script bootup (total / evaluation / parse):',
    ...(a['bootup-time'].details?.items ?? []).map(
      (t) =>
        `    ${ms(t.total)} / ${ms(t.scripting)} / ${ms(t.scriptParseCompile)} ${String(t.url).replace(/^https?:\/\/[^/]+/, '')}`,
    ),
    '  main thread:',
    ...(a['mainthread-work-breakdown'].details?.items ?? []).map(
      (t) => `    ${ms(t.duration)} ${t.groupLabel}`,
    ),
  ];
  process.stderr.write(lines.join('\n') + '\n');
}

/** A fresh Chromium's profile signed in as `session` says (`signInBrowser`), over DevTools. */
async function signIn(port, url, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signInBrowser(page, url, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `url` in a Chromium launched for it alone (a fresh profile): a first visit. */
async function firstVisit(url, form, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
  try {
    if (session) await signIn(chrome.port, url, session);
    const load = loadavg()[0];
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // A signed-in visit keeps the token it was given (and the one API answer in the cache).
        disableStorageReset: Boolean(session),
      },
      form === 'desktop' ? desktopConfig : undefined,
    );
    const a = lhr.audits;
    if (DETAIL) printDetail(url, a);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      // JavaScript the main thread ran (evaluation, parse and compile), as Lighthouse's phone.
      js: a['bootup-time'].numericValue,
      // The longest task of the load (0: none over 50 ms), as Lighthouse's phone.
      longestTask: Math.max(0, ...(a['long-tasks'].details?.items ?? []).map((t) => t.duration)),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      load,
    };
  } finally {
    await chrome.kill();
  }
}

/** Each metric's median over the runs (the score's own median, not the median run's score). */
const medians = (results) =>
  Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));

/** A round whose floor scores below this measured the machine, not the pages: it is void. */
const FLOOR_MIN_SCORE = 95;

export async function lighthouseBench() {
  const [petverse, floor] = [await startPetverse(root), await startFloor()];
  const origin = petverse.url;
  const { products } = await (await fetch(`${origin}/api/product/getall-product`)).json();
  // A pet parent with three orders, for their orders page (signed in: the token in the page's
  // storage before Lighthouse loads it, see `firstVisit`).
  const parent = await parentWithOrders(origin);
  const all = [
    ['floor (minimal React 19)', floor.url],
    ['/', `${origin}/`],
    ['/pet-store', `${origin}/pet-store`],
    ['product page', `${origin}/pet-product-page/${products[0]._id}`],
    ['/VetClinicRegistrationForm', `${origin}/VetClinicRegistrationForm`],
    ['/about-us', `${origin}/about-us`],
    // Rendered by the server with the orders (the session's cookie, ADR 030), and as the shell
    // whose orders come after its scripts and calls (no cookie yet: how every visit was before).
    ['/auth/orders (signed in)', `${origin}/auth/orders`, { token: parent.token, cookie: true }],
    [
      '/auth/orders (storage only)',
      `${origin}/auth/orders`,
      { token: parent.token, cookie: false },
    ],
    // Hindi pages (issue 35, ADR 027): the same pages with their catalogues loaded first.
    ['/hi', `${origin}/hi`],
    ['/hi/VetClinicRegistrationForm', `${origin}/hi/VetClinicRegistrationForm`],
  ];
  // --page 'a|b': those pages (by name) beside the floor.
  const pages = PAGE ? all.filter(([name], i) => i === 0 || PAGE.split('|').includes(name)) : all;
  const rows = [];
  try {
    for (const form of FORMS) {
      // Round by round, the floor first, then each page: side by side in time, so a busy moment
      // of the machine falls on a whole round, which the floor then voids.
      const rounds = [];
      for (let i = 0; i < RUNS; i++) {
        const round = [];
        for (const [name, url, session] of pages) {
          process.stderr.write(`lighthouse ${form} round ${i + 1}/${RUNS} ${name}…\n`);
          round.push(await firstVisit(url, form, session));
        }
        rounds.push(round);
      }
      const kept = rounds.filter((round) => round[0].score >= FLOOR_MIN_SCORE);
      pages.forEach(([name], p) =>
        rows.push({
          form,
          name,
          rounds: rounds.length,
          kept: kept.length,
          ...(kept.length ? medians(kept.map((round) => round[p])) : {}),
        }),
      );
    }
  } finally {
    await petverse.stop();
    floor.stop();
  }
  return rows;
}

export function lighthouseTable(rows) {
  const out = [];
  for (const form of new Set(rows.map((r) => r.form))) {
    const floor = rows.find((r) => r.form === form);
    out.push(
      `\n### Lighthouse ${form}: first visits (a fresh Chromium each run), medians of the ${floor.kept} rounds of ${floor.rounds} whose floor scored ≥ ${FLOOR_MIN_SCORE}\n`,
    );
    if (!floor.kept) {
      out.push(
        `Void: the floor scored under ${FLOOR_MIN_SCORE} in every round (the machine was too busy).`,
      );
      continue;
    }
    out.push(
      '| page | score | × floor | FCP ms | LCP ms | TBT ms | CLS | JS ms | × floor | longest task ms | benchmark index | load |',
    );
    out.push('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows.filter((x) => x.form === form))
      out.push(
        `| ${r.name} | ${r.score} | ${(r.score / floor.score).toFixed(2)} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.js.toFixed(0)} | ${floor.js ? (r.js / floor.js).toFixed(1) : '—'} | ${r.longestTask.toFixed(0)} | ${r.benchmarkIndex.toFixed(0)} | ${r.load.toFixed(1)} |`,
      );
  }
  out.push(
    `\nGoals (mobile): score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}.`,
  );
  return out.join('\n');
}

/** Runs and prints the Lighthouse tables; true when a page is below the mobile goal. */
export async function reportLighthouse() {
  const rows = await lighthouseBench();
  console.log(
    `## Lighthouse (${new Date().toISOString().slice(0, 10)}, load ${loadavg()[0].toFixed(2)})`,
  );
  console.log(lighthouseTable(rows));
  const missed = rows.filter(
    (r) => r.form === 'mobile' && r.name !== rows[0].name && (!r.kept || r.score < GOALS.score),
  );
  if (missed.length)
    console.log(`\nBelow the mobile goal: ${missed.map((r) => `${r.name} ${r.score}`).join(', ')}`);
  return missed.length > 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (await reportLighthouse()) process.exitCode = 1;
}
