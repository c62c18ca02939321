import { chromium } from 'playwright-core';
import fs from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto(url); await page.waitForTimeout(1000);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'] });
await page.reload({ waitUntil: 'load' });
await page.waitForTimeout(4000);
const buf = await browser.stopTracing();
fs.writeFileSync('/tmp/trace.json', buf);
const { traceEvents } = JSON.parse(buf);
// main thread = CrRendererMain of the page's pid with most events
const names = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
let best = null, bestN = 0;
for (const t of names) { const n = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length; if (n > bestN) { best = t; bestN = n; } }
const ev = traceEvents.filter((e) => e.pid === best.pid && e.tid === best.tid && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// self time by name with nesting
const self = new Map(); const stack = [];
for (const e of ev) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
  if (stack.length) { const p = stack.at(-1); p._child = (p._child || 0) + e.dur; }
  stack.push(e);
}
for (const e of ev) { const k = e.name; self.set(k, (self.get(k) || 0) + (e.dur - (e._child || 0)) / 1000); }
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 50000);
console.log('long tasks', tasks.map((t) => Math.round(t.dur / 1000)).join(' '));
// what's inside each long task: top children by self
for (const t of tasks) {
  const inner = new Map();
  for (const e of ev) if (e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t) { const k = e.name + (e.name === 'EvaluateScript' || e.name==='v8.compileModule' ? ' ' + (e.args?.data?.url || '').replace(/^https?:\/\/[^/]+/, '') : ''); inner.set(k, (inner.get(k) || 0) + (e.dur - (e._child || 0)) / 1000); }
  console.log(`task ${Math.round(t.dur/1000)}ms:`, [...inner].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(', '));
}
await browser.close();
