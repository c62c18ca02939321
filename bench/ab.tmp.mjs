// A/B Lighthouse mobile: variants in /tmp/var/<name>/{dist,dist-ssr}, interleaved runs.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.js';
import { freePort } from './server.mjs';
const variants = process.argv[2].split(',');
const pagePath = process.argv[3];
const runs = Number(process.argv[4] ?? 3);
const servers = {};
for (const v of variants) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ab-')), LOG_LEVEL: 'warn', DATABASE_URL: '', SITE_DIR: `/tmp/var/${v}/dist`, SITE_RENDERER: `/tmp/var/${v}/dist-ssr/entry-server.js` }, stdio: ['ignore', 'ignore', 'inherit'] });
  servers[v] = { port, child };
}
for (const v of variants) for (let i = 0; i < 300; i++) { try { if ((await fetch(`http://127.0.0.1:${servers[v].port}/api/product/getall-product`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const { products } = await (await fetch(`http://127.0.0.1:${servers[variants[0]].port}/api/product/getall-product`)).json();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const res = Object.fromEntries(variants.map((v) => [v, []]));
try {
  for (let r = 0; r < runs; r++) for (const v of variants) {
    // same product id across variants? each has its own DB: take each server's first product
    let p = pagePath;
    if (p === 'product') { const { products: ps } = await (await fetch(`http://127.0.0.1:${servers[v].port}/api/product/getall-product`)).json(); p = `/pet-product-page/${ps[0]._id}`; }
    const { lhr, artifacts } = await lighthouse(`http://127.0.0.1:${servers[v].port}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = lhr.audits;
    const row = { score: Math.round(lhr.categories.performance.score * 100), fcp: Math.round(a['first-contentful-paint'].numericValue), lcp: Math.round(a['largest-contentful-paint'].numericValue), tbt: Math.round(a['total-blocking-time'].numericValue), si: Math.round(a['speed-index'].numericValue) };
    res[v].push(row);
    if (process.env.SAVE) (await import('node:fs')).writeFileSync(`/tmp/lh-${v}.json`, JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass));
    if (process.env.DETAIL) console.log('   ', (a['long-tasks'].details?.items ?? []).slice(0, 8).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).split('/').pop().slice(0, 18)}`).join(' | '));
    console.log(v, JSON.stringify(row));
  }
} finally { await chrome.kill(); for (const v of variants) servers[v].child.kill(); }
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const v of variants) console.log('MEDIAN', v, ['score', 'fcp', 'lcp', 'tbt', 'si'].map((k) => `${k}=${med(res[v].map((x) => x[k]))}`).join(' '));
