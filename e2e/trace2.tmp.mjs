import { chromium } from 'playwright-core';
import fs from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto('about:blank');
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink', 'loading', 'v8'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
fs.writeFileSync('/tmp/trace2.json', buf);
const { traceEvents } = JSON.parse(buf);
const names = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
let best = null, bestN = 0;
const pagePid = traceEvents.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url || '').startsWith('http'))?.pid;
for (const t of names) { if (pagePid !== undefined && t.pid !== pagePid) continue; const n = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length; if (n > bestN) { best = t; bestN = n; } }
const main = traceEvents.filter((e) => e.pid === best.pid && e.tid === best.tid);
const ev = main.filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const stack = [];
for (const e of ev) { while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop(); if (stack.length) { const p = stack.at(-1); p._child = (p._child || 0) + e.dur; } stack.push(e); }
// cpu profile samples
const nodes = new Map(); const samples = []; let t = 0;
for (const e of traceEvents.filter((e) => e.pid === best.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
  if (e.name === 'Profile') { t = e.args.data.startTime; continue; }
  const d = e.args.data.cpuProfile || {};
  for (const n of d.nodes || []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas || [];
  (d.samples || []).forEach((s, i) => { t += deltas[i]; samples.push([t, s]); });
}
const nav = main.find((e) => e.name === 'navigationStart' || e.name === 'CommitLoad')?.ts ?? ev[0].ts;
const fcpEv = traceEvents.find((e) => e.name === 'firstContentfulPaint');
console.log('FCP at', fcpEv ? Math.round((fcpEv.ts - nav) / 1000) : '?');
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 50) * 1000);
let tbt = 0;
for (const tk of tasks) {
  tbt += tk.dur / 1000 - 50;
  const inner = new Map();
  for (const e of ev) if (e.ts >= tk.ts && e.ts + e.dur <= tk.ts + tk.dur && e !== tk) { let k = e.name; if (/EvaluateScript|v8.compile|FunctionCall|EventDispatch|TimerFire/.test(k)) k += ' ' + String(e.args?.data?.url || e.args?.data?.type || e.args?.data?.functionName || '').replace(/^https?:\/\/[^/]+/, '').slice(0, 40); inner.set(k, (inner.get(k) || 0) + (e.dur - (e._child || 0)) / 1000); }
  const fn = new Map();
  for (const [st, id] of samples) if (st >= tk.ts && st <= tk.ts + tk.dur) { const cf = nodes.get(id)?.callFrame; if (!cf) continue; const k = `${cf.functionName || '(anon)'}@${(cf.url||'').replace(/^https?:\/\/[^/]+/, '').replace('/assets/', '')}`; fn.set(k, (fn.get(k) || 0) + 1); }
  console.log(`\ntask at ${Math.round((tk.ts - nav) / 1000)} ms, ${Math.round(tk.dur / 1000)} ms:`, [...inner].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(', '));
  console.log('   js:', [...fn].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}×${v}`).join(', '));
}
console.log('\nTBT-ish (all long tasks)', Math.round(tbt));
await browser.close();
