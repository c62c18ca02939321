// Builds the parts of the product whose build is missing or older than their sources: what
// `pnpm start` and `pnpm admin:create-owner` run before they start anything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file below these folders (node_modules and builds excluded). */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return latest;
}

const PACKAGES = ['packages/ui/src', 'packages/forms/src', 'packages/api/src'];

/** What can be built, the file its build writes last, and the sources it is made from. */
export const TARGETS = {
  site: {
    name: '@petverse/site',
    output: 'apps/site/dist/index.html',
    sources: ['apps/site', ...PACKAGES],
  },
  admin: {
    name: '@petverse/admin',
    output: 'apps/admin/dist/login.html',
    sources: ['apps/admin', ...PACKAGES],
  },
  server: {
    name: '@petverse/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/drizzle', 'packages/api/src', 'packages/forms/src'],
  },
};

/** Builds each named target that is stale; exits the process when a build fails. */
export function buildWhenStale(names) {
  for (const { name, output, sources } of names.map((n) => TARGETS[n])) {
    const out = path.join(root, output);
    if (existsSync(out) && statSync(out).mtimeMs >= newest(sources)) continue;
    console.log(`Building ${name}...`);
    const result = spawnSync('pnpm', ['--filter', name, 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
