// What partners pay, gzipped, against the budgets: a page with the embed script (the script it
// pastes, then everything a page with products, or with one form, loads), and a React app that
// imports only ProductCard from the packed @petverse/ui tarball. Fails (exit 1) over budget, so
// the test command holds the budgets; the bytes do not vary per run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const EMBED_BUDGET = {
  firstScriptKb: 60,
  oneFormPageKb: 160,
  submittedFormPageKb: 200,
  releaseKb: 200,
};
export const PACKAGE_BUDGET = { productCardOnlyKb: 6 };

const gz = (buf) => gzipSync(buf, { level: 9 }).length / 1024;

/** Every file a module loads: static imports at once, and `import()` targets when `lazy`. */
function closure(dir, file, { lazy }, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dir, file), 'utf8');
  const imports = [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    (m) => m[1],
  );
  const dynamic = [...code.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => m[1]);
  for (const next of [...imports, ...(lazy ? dynamic : [])]) closure(dir, next, { lazy }, seen);
  return seen;
}

export function embedSizes(root) {
  const dir = path.join(root, 'packages/embed/dist/v1');
  const manifestPath = path.join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('Build the embed first: pnpm build');
  const {
    script,
    elements,
    deferred = [],
    definitions = {},
    release,
  } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sum = (files) =>
    [...files].reduce((total, f) => total + gz(readFileSync(path.join(dir, f))), 0);
  const products = closure(dir, elements, { lazy: false });
  // Chunks loaded only after the first paint (toasts) or by the first call (axios) are left out
  // of what shows the form, as on the site's routes; they count once the form is submitted.
  // A page shows one form: one definition (each is its own chunk) counts, the largest.
  const apart = [...deferred, ...Object.values(definitions)];
  const engine = closure(dir, elements, { lazy: true }, new Set(apart));
  for (const f of apart) engine.delete(f);
  const oneForm = (definition) => closure(dir, definition, { lazy: false }, new Set(engine));
  const withForm = Object.values(definitions)
    .map(oneForm)
    .reduce((largest, files) => (sum(files) > sum(largest) ? files : largest), engine);
  const submitted = new Set(withForm);
  for (const f of deferred) closure(dir, f, { lazy: true }, submitted);
  const scriptKb = gz(readFileSync(path.join(dir, script)));
  return {
    firstScriptKb: scriptKb,
    productsPageKb: sum(products) + scriptKb,
    oneFormPageKb: sum(withForm) + scriptKb,
    submittedFormPageKb: sum(submitted) + scriptKb,
    // A release's single file (every element, every form), for partners who pin one hash.
    releaseKb: gz(readFileSync(path.join(dir, '..', release.script.replace(/^\/embed\//, '')))),
  };
}

/**
 * Our code in a partner's bundle that imports only ProductCard: the packed @petverse/ui (what the
 * registry serves), bundled and minified by esbuild with React and styled-components external.
 */
export async function productCardOnlyKb(root) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'petverse-size-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', scratch], {
      cwd: path.join(root, 'packages/ui'),
      stdio: 'ignore',
    });
    const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
    const unpacked = path.join(scratch, 'node_modules/@petverse/ui');
    execFileSync('mkdir', ['-p', unpacked]);
    execFileSync('tar', [
      'xzf',
      path.join(scratch, tarball),
      '-C',
      unpacked,
      '--strip-components=1',
    ]);
    writeFileSync(path.join(scratch, 'entry.js'), "export { ProductCard } from '@petverse/ui';\n");
    const result = await build({
      entryPoints: [path.join(scratch, 'entry.js')],
      absWorkingDir: scratch,
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
      // react-toastify (only the Toaster loads it, on demand) and downshift (only the comboboxes
      // use it) are not installed here: they are left external and the bundle must not import
      // them at all. aria-hidden (the dialogs' inert background, ~0.6 KB) is not installed here
      // either: external, and dropped by tree-shaking when only ProductCard is imported.
      external: [
        'react',
        'react-dom',
        'react/jsx-runtime',
        'styled-components',
        'react-toastify/*',
        'downshift',
        'aria-hidden',
      ],
    });
    const code = Buffer.from(result.outputFiles[0].contents);
    for (const apart of ['react-toastify', 'downshift'])
      if (code.includes(apart))
        throw new Error(`ProductCard alone pulls in ${apart}: it must stay apart`);
    return gz(code);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Prints what partners pay against the budgets; returns whether any is over. */
export async function reportPartnerSizes(root) {
  const card = await productCardOnlyKb(root);
  console.log('## React partners (gzip -9, from the packed tarball)\n');
  console.log('| what a partner bundles | KB | budget |');
  console.log('|---|---|---|');
  console.log(
    `| only ProductCard from @petverse/ui | ${card.toFixed(1)} | ≤ ${PACKAGE_BUDGET.productCardOnlyKb} |`,
  );
  console.log('');
  return reportEmbedSizes(root) || card > PACKAGE_BUDGET.productCardOnlyKb;
}

/** Prints the embed's sizes against the budgets; returns whether any is over. */
function reportEmbedSizes(root) {
  const s = embedSizes(root);
  const f = (n) => n.toFixed(1);
  console.log('## Embed for partner pages (gzip -9)\n');
  console.log('| what a partner page loads | KB | budget |');
  console.log('|---|---|---|');
  console.log(
    `| the pasted script (petverse.js) | ${f(s.firstScriptKb)} | ≤ ${EMBED_BUDGET.firstScriptKb} |`,
  );
  console.log(`| a page with product elements | ${f(s.productsPageKb)} | — |`);
  console.log(`| a page with one form | ${f(s.oneFormPageKb)} | ≤ ${EMBED_BUDGET.oneFormPageKb} |`);
  console.log(
    `| … once used and submitted (axios, toasts) | ${f(s.submittedFormPageKb)} | ≤ ${EMBED_BUDGET.submittedFormPageKb} |`,
  );
  console.log(
    `| a release's single file (all elements, pinned by one hash) | ${f(s.releaseKb)} | ≤ ${EMBED_BUDGET.releaseKb} |`,
  );
  return (
    s.releaseKb > EMBED_BUDGET.releaseKb ||
    s.firstScriptKb > EMBED_BUDGET.firstScriptKb ||
    s.oneFormPageKb > EMBED_BUDGET.oneFormPageKb ||
    s.submittedFormPageKb > EMBED_BUDGET.submittedFormPageKb
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (await reportPartnerSizes(root)) {
    console.error('\nOver a partner budget.');
    process.exit(1);
  }
}
