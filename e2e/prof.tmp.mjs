import { chromium } from 'playwright-core';
import fs from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const origin = new URL(url).origin;
await page.goto(url); await page.waitForTimeout(1000);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.reload({ waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__lt)));
fs.writeFileSync('/tmp/last.cpuprofile', JSON.stringify(profile));
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^https?:\/\/[^/]+/, '')}:${cf.lineNumber}`;
  self.set(key, (self.get(key) || 0) + (dt[i] || 0) / 1000);
}
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] || 35));
for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
// by url
const byUrl = new Map();
for (let i = 0; i < profile.samples.length; i++) { const cf = byId.get(profile.samples[i]).callFrame; const u = cf.url.replace(/^https?:\/\/[^/]+/, '') || cf.functionName; byUrl.set(u, (byUrl.get(u) || 0) + (dt[i] || 0) / 1000); }
console.log('--- by url'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(1).padStart(8), k);
await browser.close();
