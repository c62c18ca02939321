import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the server has printed so far (its log), e.g. the back office's setup link. */
  output(): string;
  stop(): Promise<void>;
}

/** A free port on loopback, e.g. for a second (partner) origin. */
export { freePort };

/** The built server and site, on a fresh embedded database in a temporary DATA_DIR. */
export async function startServer(
  options: { env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'apps/site/dist/index.html'))) {
    throw new Error('Build the site and server first: pnpm build');
  }
  // A free port can be taken by someone else before the server listens on it: the server then
  // says so and exits, and it is started again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(main, await freePort(), options.env ?? {});
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(
  main: string,
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PETVERSE_DEV_OUTBOX: '1',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log still reaches the terminal, and is kept for the journey to read.
  let printed = '';
  let complaints = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    printed += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    complaints += chunk.toString('utf8');
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  const exited = () => {
    rmSync(dataDir, { recursive: true, force: true });
    return complaints.includes('already in use')
      ? new PortTaken(`port ${port} was taken`)
      : new Error(`server exited with ${child.exitCode}`);
  };
  for (;;) {
    if (child.exitCode !== null) throw exited();
    try {
      if ((await fetch(`${url}/api/product/getall-product`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => printed,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server and a headless browser that one journey file shares. */
export interface Journey {
  server: RunningServer;
  browser: Browser;
}

/**
 * Starts the built server and a browser side by side before a journey file's tests and stops
 * both after them. The fields are set when the file's first beforeAll has run, so read them in
 * hooks and tests, not at the top of the file.
 */
export function startsServerAndBrowser(options: { env?: Record<string, string> } = {}): Journey {
  const journey: Partial<Journey> = {};
  beforeAll(async () => {
    [journey.server, journey.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    // Either may be missing when start-up failed.
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey as Journey;
}
