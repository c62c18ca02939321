// Builds the parts of the product whose build is missing or older than their sources: what
// `pnpm start` and `pnpm admin:create-owner` run before they start anything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders that are build output or installed code, never a build's sources. */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.cache',
  'storybook-static',
  'test-results',
]);

/** Every source file below these paths: relative path, size and modification time. */
function sourceFiles(paths) {
  const files = [];
  const walk = (full) => {
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      files.push({ file: path.relative(root, full), size: stat.size, mtimeMs: stat.mtimeMs });
      return;
    }
    for (const entry of readdirSync(full))
      if (!NOT_SOURCES.has(entry)) walk(path.join(full, entry));
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return files.sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** What a build consumes besides its own folder: the packages it bundles from source. */
const PACKAGE_SOURCES = [
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/forms/src',
  'packages/forms/package.json',
  'packages/api/src',
  'packages/api/package.json',
  'pnpm-lock.yaml',
  'scripts/precompress.mjs',
];

/**
 * What the server serves, each with the files its build writes (all must be there) and what
 * that build reads. A source list that is too wide only costs a rebuild; one that is too narrow
 * serves stale code, so each takes every package it bundles.
 */
export const TARGETS = {
  site: {
    name: '@petverse/site',
    outputs: [
      'apps/site/dist/index.html',
      'apps/site/dist/site-routes.json',
      'apps/site/dist/not-found.html',
      'apps/site/dist-ssr/entry-server.js',
      'apps/site/dist-ssr/routes.json',
    ],
    sources: ['apps/site', ...PACKAGE_SOURCES],
  },
  admin: {
    name: '@petverse/admin',
    outputs: [
      'apps/admin/dist/index.html',
      'apps/admin/dist/login.html',
      'apps/admin/dist/app-routes.json',
    ],
    sources: ['apps/admin', 'scripts/prerender-app.mjs', ...PACKAGE_SOURCES],
  },
  pro: {
    name: '@petverse/pro',
    outputs: [
      'apps/pro/dist/index.html',
      'apps/pro/dist/login.html',
      'apps/pro/dist/hi/login.html',
      'apps/pro/dist/app-routes.json',
    ],
    sources: ['apps/pro', 'scripts/prerender-app.mjs', ...PACKAGE_SOURCES],
  },
  server: {
    name: '@petverse/server',
    outputs: ['apps/server/dist/main.js', 'apps/server/dist/pglite-template/PG_VERSION'],
    sources: ['apps/server', ...PACKAGE_SOURCES],
  },
  embed: {
    name: '@petverse/embed',
    outputs: ['packages/embed/dist/v1/petverse.js', 'packages/embed/dist/v1/manifest.json'],
    sources: ['packages/embed', ...PACKAGE_SOURCES],
  },
};

/**
 * A build is fresh when its outputs are there and its sources are what they were when
 * `pnpm start` last built it (their names, sizes and times, kept in node_modules/.cache):
 * a file edited, added or removed, or a branch switched, rebuilds it. Without that record (the
 * outputs came from `pnpm build`) it is fresh when no source is newer than its oldest output.
 */
const stampDir = path.join(root, 'node_modules', '.cache', 'petverse-start');
const stampOf = (name) => path.join(stampDir, `${name.replace(/\W+/g, '_')}.json`);

function fingerprint(files) {
  const hash = createHash('sha256');
  for (const { file, size, mtimeMs } of files) hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  return hash.digest('hex');
}

function isFresh({ name, outputs }, files, print) {
  const built = outputs.map((o) => path.join(root, o));
  if (!built.every((o) => existsSync(o))) return false;
  const stamp = stampOf(name);
  if (existsSync(stamp)) return readFileSync(stamp, 'utf8') === print;
  const oldestOutput = Math.min(...built.map((o) => statSync(o).mtimeMs));
  return files.every((f) => f.mtimeMs <= oldestOutput);
}

function remember(name, print) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampOf(name), print);
}

/** Builds each named target (`site`, `admin`, `pro`, `server`, `embed`) that is stale; exits when a build fails. */
export function buildWhenStale(names) {
  for (const target of names.map((name) => TARGETS[name])) {
    const files = sourceFiles(target.sources);
    const print = fingerprint(files);
    if (!isFresh(target, files, print)) {
      console.log(`Building ${target.name}...`);
      const result = spawnSync('pnpm', ['--filter', target.name, 'build'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    remember(target.name, print);
  }
}
