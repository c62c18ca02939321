// `pnpm admin:create-owner --email you@example.com [--name "Your Name"]`: the back office's
// first owner (or a new one) from a terminal, while the server is stopped. Builds the server when
// stale, then runs apps/server/src/createOwner.ts (the password is asked for, or read from
// standard input).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWhenStale, root } from './stale.mjs';

buildWhenStale(['server']);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/create-owner.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
