// `pnpm start`: builds what the server serves — the site, the back office, the server itself
// and the partners' embed script — when a build is missing or older than its sources, then serves
// them on one port (PORT, default 3000) with the embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWhenStale, root } from './stale.mjs';

buildWhenStale(['site', 'admin', 'pro', 'server', 'embed']);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
