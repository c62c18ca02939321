import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server as an operator runs it: `src/main.ts` in a process of its own, on a real port. */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const running: ChildProcess[] = [];

/** Kills every server this file launched (call it in afterAll). */
export function stopLaunched(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` with this environment (PORT chosen unless given). */
export async function launch(env: Record<string, string>): Promise<Instance> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(
    process.execPath,
    ['--conditions=@petverse/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SITE_DIR: '/nonexistent',
        EMBED_DIR: '/nonexistent',
        PORT: port,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Resolves when the instance answers, rejects when it exits first. */
export async function ready(instance: Instance, timeoutMs = 60_000): Promise<Instance> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void instance.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`exited before it was ready:\n${instance.output()}`);
    try {
      const res = await fetch(`${instance.url}/api/product/getall-product`);
      if (res.ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms:\n${instance.output()}`);
}

/** A PostgreSQL cluster of a test's own, which it may stop and start (Debian's binaries). */
export interface Cluster {
  url: string;
  start(): void;
  /** `pg_ctl stop -m fast`: sessions are ended, new connections refused until start(). */
  stop(): void;
  remove(): void;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command: string): void {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' })
    : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr}${result.stdout}`);
}

export async function ownCluster(): Promise<Cluster> {
  const bin = readdirSync('/usr/lib/postgresql')
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL is not installed (scripts/with-postgres.sh installs it)');
  const dir = mkdtempSync(path.join(tmpdir(), 'petverse-own-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  asPostgres(`'${bin}/initdb' -D '${dir}/data' -U postgres --auth=trust -E UTF8 --no-sync`);
  const start = () =>
    asPostgres(
      `'${bin}/pg_ctl' -D '${dir}/data' -l '${dir}/log' -w -o "-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 -c fsync=off" start`,
    );
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -m fast -w stop`),
    remove() {
      try {
        asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -m immediate stop`);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
