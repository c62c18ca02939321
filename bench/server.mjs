// The built server for a benchmark: a free port, the process, and the wait until it answers.
import { spawn } from 'node:child_process';
import net from 'node:net';
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
 * after a minute. `echoLogs` also passes that stderr through as it comes.
 */
export async function startBuiltServer(
  root,
  env,
  { readyPath = '/api/product/getall-product', echoLogs = false } = {},
) {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'ignore', 'pipe'],
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
  return { child, url, port, stop: () => (child.kill('SIGTERM'), exited) };
}
