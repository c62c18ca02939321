// The built server for a benchmark: a free port, the process, and the wait until it answers; and
// the bare Node server it is measured next to.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts `root`'s built server (apps/server/dist/main.js) on loopback with PATH and `env` as its
 * whole environment (LOG_LEVEL warn and a free PORT unless `env` names them), and resolves once
 * `readyPath` answers 2xx. It throws with the server's stderr when the process exits first, or
 * after a minute. `echoLogs` also passes that stderr through as it comes; `main` runs another
 * build than apps/server/dist (an earlier one kept to compare with).
 */
export async function startBuiltServer(
  root,
  env,
  {
    readyPath = '/api/product/getall-product',
    echoLogs = false,
    main = path.join(root, 'apps/server/dist/main.js'),
  } = {},
) {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it prints (the one-time setup link, among the rest), for a bench that needs an owner.
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
    if (echoLogs) process.stderr.write(d);
  });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      /* starting */
    }
    if (i >= 600) throw new Error(`server did not answer ${readyPath} within a minute: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, port, output: () => out, stop: () => (child.kill('SIGTERM'), exited) };
}

/**
 * A bare Node HTTP server in its own process answering each path of `bodies` (path → [body,
 * content type]) with the same bytes, encoded once, from memory: what Petverse is measured next to. The bodies
 * go through a file, not the environment: a catalogue is larger than one environment variable may
 * be (E2BIG).
 */
export async function startBare(bodies) {
  const dir = mkdtempSync(path.join(tmpdir(), 'petverse-bare-'));
  const file = path.join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify([...bodies]));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const m=new Map(JSON.parse(require('fs').readFileSync(${JSON.stringify(file)},'utf8')).map(([p,[b,t]])=>[p,[Buffer.from(b),t]]));` +
        `require('http').createServer((q,s)=>{const b=m.get(q.url);s.writeHead(b?200:404,{'content-type':b&&b[1]||'text/plain'});s.end(b?b[0]:'')})` +
        `.listen(${port},'127.0.0.1',()=>process.send('ready'))`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => (child.kill(), rmSync(dir, { recursive: true, force: true })),
  };
}

/** CPU time a process has used so far (user + system), ms (Linux, 100 ticks a second). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The built server on PostgreSQL (DATABASE_URL, when `pg`) or on a fresh embedded database, with
 * `env`; `stop()` also removes the embedded database's folder.
 */
export async function startOnDatabase(root, { pg = false, env = {} } = {}) {
  if (pg && !process.env.DATABASE_URL) throw new Error('--pg needs DATABASE_URL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-bench-'));
  const server = await startBuiltServer(
    root,
    { ...(pg ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: dataDir }), ...env },
    { readyPath: '/api/product/search?limit=1' },
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
