// `pnpm start`: builds the site, the back office and the server when their build is missing or
// older than their sources, then serves them on one port (PORT, default 3000) with the embedded
// database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWhenStale, root } from './stale.mjs';

buildWhenStale(['site', 'admin', 'server']);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
