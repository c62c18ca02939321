// Inclusive function time (source-mapped) within long tasks of /tmp/trace2.json
import fs from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire('/tmp/bd/');
const { SourceMapConsumer } = require('source-map-js');
const { traceEvents } = JSON.parse(fs.readFileSync('/tmp/trace2.json', 'utf8'));
const minMs = Number(process.argv[2] ?? 100);
const names = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
let best = null, bestN = 0;
const pagePid = traceEvents.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url || '').startsWith('http'))?.pid;
for (const t of names) { if (pagePid !== undefined && t.pid !== pagePid) continue; const n = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length; if (n > bestN) { best = t; bestN = n; } }
const tasks = traceEvents.filter((e) => e.pid === best.pid && e.tid === best.tid && e.name === 'RunTask' && e.dur > minMs * 1000);
const nodes = new Map(); const samples = []; let t = 0;
for (const e of traceEvents.filter((e) => e.pid === best.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
  if (e.name === 'Profile') { t = e.args.data.startTime; continue; }
  const d = e.args.data.cpuProfile || {};
  for (const n of d.nodes || []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas || [];
  (d.samples || []).forEach((s, i) => { t += deltas[i]; samples.push([t, s]); });
}
const maps = new Map();
const smc = (url) => { const f = '/work/main/apps/site/dist' + new URL(url).pathname + '.map'; if (!maps.has(f)) maps.set(f, fs.existsSync(f) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(f, 'utf8'))) : null); return maps.get(f); };
const label = (cf) => {
  if (!cf.url || !cf.url.startsWith('http')) return cf.functionName || '(native)';
  const m = smc(cf.url);
  if (!m) return cf.functionName;
  const p = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  const src = (p.source || '?').replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/.*\/src\//, '');
  return `${p.name || cf.functionName || '(anon)'} [${src}:${p.line}]`;
};
const cache = new Map();
const lab = (n) => { if (!cache.has(n.id)) cache.set(n.id, label(n.callFrame)); return cache.get(n.id); };
// parent pointers
const parent = new Map();
for (const n of nodes.values()) { if (n.parent !== undefined) parent.set(n.id, n.parent); for (const c of n.children || []) parent.set(c, n.id); }
for (const tk of tasks) {
  const incl = new Map(); let total = 0;
  for (const [st, id] of samples) if (st >= tk.ts && st <= tk.ts + tk.dur) {
    total++;
    const seen = new Set();
    for (let x = id; x !== undefined; x = parent.get(x)) { const n = nodes.get(x); if (!n) break; const k = lab(n); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + 1); } }
  }
  if (!total) continue;
  console.log(`\n== task ${Math.round(tk.dur / 1000)} ms, ${total} samples`);
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 30))) console.log(String(Math.round((100 * v) / total)).padStart(4) + '%', k);
}
