// `node bench/memory.mjs`: the embedded configuration's first start on a fresh folder, its start
// on a folder that has a database, and its resident memory idle and after a burst of requests
// (issue 16: idle ≤ 400 MB, first start < 6 s). Needs `pnpm build`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GOALS = { idleMb: 400, firstStartMs: 6000, restartMs: 2000 };

/** Resident memory of a process, MB (Linux). */
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
/** CPU time a process has used so far, seconds (user + system; Linux clock ticks of 1/100 s). */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function burst(url) {
  const { products } = await (await fetch(`${url}/api/product/search?limit=24`)).json();
  const paths = [
    '/api/product/getall-product',
    '/api/product/search?q=food&limit=24',
    '/pet-store',
    '/pet-store?page=2',
    ...products
      .slice(0, 12)
      .flatMap((p) => [
        `/api/product/get-productById/${p._id}`,
        `/api/product/similar/${p._id}`,
        `/pet-product-page/${p._id}`,
      ]),
  ];
  for (let round = 0; round < 10; round++)
    await Promise.all(paths.map((p) => fetch(url + p).then((r) => r.arrayBuffer())));
}

export async function memoryBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-memory-'));
  try {
    const env = { DATA_DIR: dataDir };
    let t0 = performance.now();
    let server = await startBuiltServer(root, env, { readyPath: '/api/product/search?limit=1' });
    const firstStartMs = performance.now() - t0;
    const firstStartCpuS = cpuSeconds(server.child.pid);
    await pause(5000);
    const idleMb = rssMb(server.child.pid);
    await burst(server.url);
    const loadedMb = rssMb(server.child.pid);
    await pause(5000);
    const afterMb = rssMb(server.child.pid);
    await server.stop();
    // Restarts on the same folder (issue 33 item 6): the median of three, with the CPU each used.
    const restarts = [];
    let idleAgainMb = 0;
    for (let i = 0; i < 3; i++) {
      t0 = performance.now();
      server = await startBuiltServer(root, env, { readyPath: '/api/product/search?limit=1' });
      restarts.push({ ms: performance.now() - t0, cpu: cpuSeconds(server.child.pid) });
      if (i === 0) {
        await pause(5000);
        idleAgainMb = rssMb(server.child.pid);
      }
      await server.stop();
    }
    const startMs = median(restarts.map((r) => r.ms));
    const startCpuS = median(restarts.map((r) => r.cpu));
    return {
      firstStartMs,
      firstStartCpuS,
      startMs,
      startCpuS,
      idleMb,
      loadedMb,
      afterMb,
      idleAgainMb,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the table; true when a goal is missed. */
export async function reportMemory() {
  const r = await memoryBench();
  const f = (n) => n.toFixed(0);
  console.log('## Embedded database: start-up and memory\n');
  console.log('| measure | value | goal |');
  console.log('|---|---|---|');
  console.log(
    `| first start, fresh folder | ${f(r.firstStartMs)} ms, ${r.firstStartCpuS.toFixed(1)} CPU-s | < ${GOALS.firstStartMs} ms |`,
  );
  console.log(
    `| restart, existing database (median of 3) | ${f(r.startMs)} ms, ${r.startCpuS.toFixed(1)} CPU-s | < ${GOALS.restartMs} ms |`,
  );
  console.log(`| resident, idle after first start | ${f(r.idleMb)} MB | ≤ ${GOALS.idleMb} MB |`);
  console.log(`| resident, after a burst (pages, search, products) | ${f(r.loadedMb)} MB | — |`);
  console.log(`| resident, idle 5 s after the burst | ${f(r.afterMb)} MB | — |`);
  console.log(`| resident, idle after a restart | ${f(r.idleAgainMb)} MB | ≤ ${GOALS.idleMb} MB |`);
  const over =
    r.idleMb > GOALS.idleMb || r.idleAgainMb > GOALS.idleMb || r.firstStartMs > GOALS.firstStartMs;
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (await reportMemory()) process.exitCode = 1;
}
