// `pnpm test:quick`: the checks to run before a commit, a few minutes on a fresh clone without a
// build. The checks that stay cheap on the whole tree run on all of it (the catalogues, import
// circles, the types); ESLint and Prettier read the files changed; the unit and server tests are
// the ones the changed files reach (Vitest's `--changed` follows each test's imports). Everything,
// always, is `pnpm test`.
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

const steps = [
  ['the catalogues', 'node', ['scripts/i18n.mjs', '--check']],
  changed.length && ['formatting', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed]],
  linted.length && ['eslint', 'npx', ['eslint', '--max-warnings', '0', '--cache', ...linted]],
  ['import circles', 'pnpm', ['lint:circles']],
  ['types', 'pnpm', ['typecheck']],
  [
    'unit tests reached',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--passWithNoTests', '--changed', base],
  ],
  [
    'server tests reached',
    'pnpm',
    [
      '--filter',
      '@petverse/server',
      'exec',
      'vitest',
      'run',
      '--passWithNoTests',
      '--changed',
      base,
    ],
  ],
].filter(Boolean);

console.log(`test:quick: ${changed.length} files changed since ${base}`);
const failed = [];
const began = Date.now();
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const ok = status === 0;
  console.log(
    `=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (!ok) failed.push(name);
}
console.log(
  `\ntest:quick: ${steps.length - failed.length} of ${steps.length} passed in ${Math.round((Date.now() - began) / 1000)} s`,
);
if (failed.length) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
