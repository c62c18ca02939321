// `pnpm release:dry`: what a release would publish, without publishing or touching the work tree.
// On a scratch copy of the repository it applies the pending changesets (`changeset version`),
// packs every published package with pnpm (so `workspace:` ranges and `publishConfig.exports`
// are resolved as on the registry) and checks each tarball with publint and
// @arethetypeswrong/cli (profile esm-only: docs/adr/006-esm-only-packages.md).
// Needs the packages built (`pnpm build`); exits non-zero on any problem.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const SKIP = new Set(['node_modules', '.git', 'data', 'storybook-static', 'coverage']);

const published = readdirSync(path.join(root, 'packages')).filter((dir) => {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'),
  );
  return !manifest.private;
});

const scratch = mkdtempSync(path.join(tmpdir(), 'petverse-release-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
let failed = false;
try {
  cpSync(root, scratch, {
    recursive: true,
    filter: (source) => !SKIP.has(path.basename(source)),
  });
  for (const dir of published)
    if (!readdirSync(path.join(scratch, 'packages', dir)).includes('dist'))
      throw new Error(`packages/${dir} has no dist: run pnpm build first`);

  const versionOf = (base, dir) =>
    JSON.parse(readFileSync(path.join(base, 'packages', dir, 'package.json'), 'utf8')).version;
  run(bin('changeset'), ['version'], scratch);
  // pnpm resolves `workspace:` ranges through the installed links: install the scratch copy from
  // the local store (no network), with the bumped versions.
  run('pnpm', ['install', '--offline', '--ignore-scripts', '--no-frozen-lockfile'], scratch);

  const packs = path.join(scratch, 'packs');
  mkdirSync(packs);
  console.log('| package | now | next release | publint | attw (esm-only) |');
  console.log('|---|---|---|---|---|');
  for (const dir of published) {
    const cwd = path.join(scratch, 'packages', dir);
    const before = new Set(readdirSync(packs));
    run('pnpm', ['pack', '--pack-destination', packs], cwd);
    const tarball = readdirSync(packs).find((file) => !before.has(file));
    const file = path.join(packs, tarball);
    const check = (cmd, args) => {
      try {
        run(cmd, args, scratch);
        return 'ok';
      } catch (error) {
        failed = true;
        console.error(`${dir}: ${cmd} failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
        return 'FAILED';
      }
    };
    const lint = check(bin('publint'), [file, '--strict']);
    const types = check(bin('attw'), [file, '--profile', 'esm-only', '--format', 'ascii']);
    console.log(
      `| ${tarball.replace(/-\d+\.\d+\.\d+.*$/, '')} | ${versionOf(root, dir)} | ${versionOf(scratch, dir)} | ${lint} | ${types} |`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
