// Requests per second of GET /api/product/getall-product on the real server (embedded database)
// next to a bare Node HTTP server answering the same JSON from memory, measured alternately.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBare, startBuiltServer } from './server.mjs';

const LIST = '/api/product/getall-product';

/** The built server on the embedded database in a fresh folder; `url` is its origin. */
export async function startPetverse(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-bench-'));
  const server = await startBuiltServer(root, { DATA_DIR: dataDir, DATABASE_URL: '' });
  return {
    url: server.url,
    stop: async () => (await server.stop(), rmSync(dataDir, { recursive: true, force: true })),
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
  const res = await fetch(petverse.url + LIST);
  const body = await res.text();
  // The bare server runs in its own process, as the real one does, so neither shares the load
  // generator's event loop.
  const bare = await startBare(new Map([[LIST, [body, res.headers.get('content-type')]]]));
  const sums = { petverse: 0, bare: 0, p99: 0 };
  try {
    await run(petverse.url + LIST, 1); // warm up both
    await run(bare.url + LIST, 1);
    for (let i = 0; i < rounds; i++) {
      const a = await run(petverse.url + LIST, seconds);
      const b = await run(bare.url + LIST, seconds);
      if (a.non2xx) throw new Error(`${a.non2xx} answers of the list were not 2xx`);
      sums.petverse += a.requests.average;
      sums.p99 += a.latency.p99;
      sums.bare += b.requests.average;
    }
  } finally {
    await petverse.stop();
    bare.stop();
  }
  return {
    petverseRps: sums.petverse / rounds,
    bareRps: sums.bare / rounds,
    petverseP99: sums.p99 / rounds,
    bytes: Buffer.byteLength(body),
  };
}
