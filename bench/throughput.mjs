// Requests per second of GET /api/product/getall-product on the real server (embedded database)
// next to a bare Node HTTP server answering the same JSON from memory, measured alternately.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

async function freePort() {
  const s = createServer();
  const port = await listen(s);
  await new Promise((r) => s.close(r));
  return port;
}

export async function startPetverse(root) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/product/getall-product`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })),
  };
}

const run = (url, seconds) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

export async function throughput(root, { seconds = 4, rounds = 2 } = {}) {
  const petverse = await startPetverse(root);
  const body = await (await fetch(petverse.url)).text();
  // The bare server runs in its own process, as the real one does, so neither shares the load
  // generator's event loop.
  const barePort = await freePort();
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `const b=process.env.BODY;require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8'});s.end(b)}).listen(${barePort},'127.0.0.1')`,
    ],
    { env: { ...process.env, BODY: body }, stdio: 'ignore' },
  );
  const bareUrl = `http://127.0.0.1:${barePort}/api/product/getall-product`;
  await new Promise((r) => setTimeout(r, 500));
  await run(petverse.url, 1); // warm up both
  await run(bareUrl, 1);
  const sums = { petverse: 0, bare: 0, p99: 0 };
  try {
    for (let i = 0; i < rounds; i++) {
      const a = await run(petverse.url, seconds);
      const b = await run(bareUrl, seconds);
      sums.petverse += a.requests.average;
      sums.p99 += a.latency.p99;
      sums.bare += b.requests.average;
    }
  } finally {
    petverse.stop();
    bare.kill();
  }
  return {
    petverseRps: sums.petverse / rounds,
    bareRps: sums.bare / rounds,
    petverseP99: sums.p99 / rounds,
    bytes: body.length,
  };
}
