// `node bench/trace-page.mjs [path] [--signed-in [--no-cookie]] [--why]`: a page's long tasks on a
// phone's first visit, as Chromium itself records them (a fresh Chromium, 4× CPU slowdown and a
// 1.6 Mbps, 150 ms network by DevTools' emulation, a timeline trace of the load and 9 s after it):
// each task over 50 ms, with the largest events inside it; `--why` adds what invalidated style and
// layout around it. `--signed-in` opens it as a pet parent with three orders (`--no-cookie`: their
// session without its cookie, ADR 030). Lighthouse's mobile run simulates a phone from an
// unthrottled trace and attributes tasks differently; this is the real throttled timeline. A tool
// for finding work, not a measure: the measures are `pnpm bench`'s. Needs `pnpm build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.js';
import { startPetverse } from './throughput.mjs';
import { parentWithOrders, signInBrowser } from './buyers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2] ?? '/';
const signedIn = process.argv.includes('--signed-in');
const why = process.argv.includes('--why');
const server = await startPetverse(root);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (signedIn) {
    const parent = await parentWithOrders(server.url);
    await signInBrowser(page, server.url, {
      token: parent.token,
      cookie: !process.argv.includes('--no-cookie'),
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    categories:
      'disabled-by-default-devtools.timeline.invalidationTracking,devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(server.url + target, { waitUntil: 'load' });
  await page.waitForTimeout(9000);
  await cdp.send('Tracing.end');
  await done;
  // The page's main thread.
  const names = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const key = [...names].find(([, n]) => n === 'CrRendererMain')?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X');
  const nav =
    events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === key)?.ts ??
    Math.min(...onMain.map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  console.log('FCP', fcp ? ((fcp - nav) / 1000).toFixed(0) : '?');
  const all = onMain.filter(
    (e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50000,
  );
  // A task's own events include a nested run of the same kind: only the outermost.
  const tasks = all.filter(
    (t) => !all.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur),
  );
  for (const t of tasks) {
    const inside = onMain.filter(
      (e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 3000,
    );
    const top = inside
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}${e.args?.data?.type ? ' ' + e.args.data.type : ''} ${(e.dur / 1000).toFixed(0)}`,
      );
    console.log(
      `${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ms +${(t.dur / 1000).toFixed(0)}  ${top.join(' | ')}`,
    );
    if (why) {
      const inv = events.filter(
        (e) =>
          `${e.pid}:${e.tid}` === key &&
          /InvalidationTracking/.test(e.name) &&
          e.ts >= t.ts - 200000 &&
          e.ts <= t.ts + t.dur,
      );
      const reasons = new Map();
      for (const e of inv) {
        const d = e.args?.data ?? {};
        const k = `${e.name} ${d.reason ?? ''} ${d.nodeName ?? ''}`.slice(0, 120);
        reasons.set(k, (reasons.get(k) ?? 0) + 1);
      }
      for (const [k, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 8))
        console.log('        ', n, k);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
