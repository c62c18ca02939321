// `pnpm start`: builds the site and the server when their build is missing or older than their
// sources, then serves both on one port (PORT, default 3000) with the embedded database.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file below these folders (node_modules and dist excluded). */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return latest;
}

const targets = [
  {
    name: '@petverse/site',
    output: 'apps/site/dist/index.html',
    sources: ['apps/site', 'packages/ui/src', 'packages/forms/src', 'packages/api/src'],
  },
  {
    name: '@petverse/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/drizzle', 'packages/api/src/contract'],
  },
];

for (const { name, output, sources } of targets) {
  const out = path.join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(sources)) continue;
  console.log(`Building ${name}...`);
  const result = spawnSync('pnpm', ['--filter', name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
