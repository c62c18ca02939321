// `pnpm test:quick`: the checks to run before a commit, a few minutes on a fresh clone without a
// build. The checks that stay cheap on the whole tree run on all of it (the catalogues, import
// circles, the types); ESLint and Prettier read the files changed; the unit tests are the ones the
// changed files reach (Vitest's `--changed` follows each test's imports), the server's those of
// the rooms changed. Everything, always, is `pnpm test`.
//
//   node scripts/quick.mjs [base]
//
// `base` is the git revision the change is measured from: by default where this branch left
// origin/main, else HEAD (the uncommitted work).
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return '';
  }
};

const base = process.argv[2] ?? (git('merge-base', 'HEAD', 'origin/main') || 'HEAD');
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=ACMR', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);
const linted = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));

// The server's tests sit beside their code in its rooms: a changed room runs its own tests. Every
// server test builds the whole app, so following imports (Vitest's --changed) reaches nearly all
// of them (73 of 83 files for a change to the catalogue's back-office routes); a change to what
// every room uses (platform/, db/, the seed, the composition files, the harness) runs the
// cross-cutting tests in test/.
const serverTests = [
  ...new Set(
    changed
      .filter((file) => file.startsWith('apps/server/'))
      .map((file) => {
        const room = /^apps\/server\/src\/([^/]+)\//.exec(file)?.[1];
        return room && !['platform', 'db', 'seed'].includes(room) ? `src/${room}/` : 'test/';
      }),
  ),
];

const steps = [
  ['the catalogues', 'node', ['scripts/i18n.mjs', '--check']],
  changed.length && ['formatting', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed]],
  linted.length && ['eslint', 'npx', ['eslint', '--max-warnings', '0', ...linted]],
  ['import circles', 'pnpm', ['lint:circles']],
  ['types', 'pnpm', ['typecheck']],
  [
    'unit tests reached',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--passWithNoTests', '--changed', base],
  ],
  serverTests.length && [
    `server tests of ${serverTests.join(', ')}`,
    'pnpm',
    ['--filter', '@petverse/server', 'exec', 'vitest', 'run', '--passWithNoTests', ...serverTests],
  ],
].filter(Boolean);

console.log(`test:quick: ${changed.length} files changed since ${base}`);
const failed = [];
const began = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
  if (status !== 0) failed.push(name);
}
console.log(
  `\ntest:quick: ${steps.length - failed.length} of ${steps.length} passed in ${seconds(began)} s`,
);
if (failed.length) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
