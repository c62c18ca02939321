// What partners pay, gzipped and in brotli, against the budgets: a page with the embed script (the script it
// pastes, then everything a page with products, or with one form, loads), and a React app that
// imports only ProductCard from the packed @petverse/ui tarball. Fails (exit 1) over budget, so
// the test command holds the budgets; the bytes do not vary per run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Brotli KB (quality 11, as the server sends them): issue 37's budgets for products and a form. */
export const EMBED_BUDGET = {
  firstScriptKb: 2,
  productsPageKb: 80,
  oneFormPageKb: 120,
  submittedFormPageKb: 150,
  releaseKb: 150,
  // What lang="hi" adds to any of the pages above: the Hindi catalogues of ui and forms.
  hindiKb: 20,
};
// 6 → 9 KB with Lingui's runtime (ADR 027): the card speaks the page's language.
export const PACKAGE_BUDGET = { productCardOnlyKb: 9 };

const gz = (buf) => gzipSync(buf, { level: 9 }).length / 1024;
const br = (buf) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

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
    api = [],
    hindi = [],
    definitions = {},
    release,
  } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sumWith = (size, files) =>
    [...files].reduce((total, f) => total + size(readFileSync(path.join(dir, f))), 0);
  const sum = (files) => sumWith(gz, files);
  // A product element reads the API as it shows: the API client's chunk (axios) loads at once.
  const products = closure(dir, elements, { lazy: false });
  for (const f of api) closure(dir, f, { lazy: false }, products);
  // Chunks loaded only after the first paint (toasts) or by the first call (axios) are left out
  // of what shows the form, as on the site's routes; they count once the form is submitted.
  // A page shows one form: one definition (each is its own chunk) counts, the largest.
  // What only a Hindi page loads counts in its own line (hindiKb), not in every page's.
  const apart = [...deferred, ...hindi, ...Object.values(definitions)];
  const engine = closure(dir, elements, { lazy: true }, new Set(apart));
  for (const f of apart) engine.delete(f);
  const oneForm = (definition) => closure(dir, definition, { lazy: false }, new Set(engine));
  const withForm = Object.values(definitions)
    .map(oneForm)
    .reduce((largest, files) => (sum(files) > sum(largest) ? files : largest), engine);
  const submitted = new Set(withForm);
  for (const f of deferred) closure(dir, f, { lazy: true }, submitted);
  const scriptFile = readFileSync(path.join(dir, script));
  const releaseFile = readFileSync(path.join(dir, '..', release.script.replace(/^\/embed\//, '')));
  const page = (size, files) => sumWith(size, files) + size(scriptFile);
  const measure = (size) => ({
    firstScriptKb: size(scriptFile),
    productsPageKb: page(size, products),
    oneFormPageKb: page(size, withForm),
    submittedFormPageKb: page(size, submitted),
    // A release's single file (every element, every form), for partners who pin one hash.
    releaseKb: size(releaseFile),
    hindiKb: sumWith(size, hindi),
  });
  return { gzip: measure(gz), brotli: measure(br) };
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
      // Its dependencies a partner's install brings (Lingui's runtime, ADR 027) resolve from the
      // workspace's install of @petverse/ui: bundled and counted, as in a partner's bundle.
      nodePaths: [path.join(root, 'packages/ui/node_modules')],
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

/** Prints the embed's sizes against the budgets (brotli); returns whether any is over. */
function reportEmbedSizes(root) {
  const { gzip, brotli } = embedSizes(root);
  const rows = [
    ['the pasted script (petverse.js)', 'firstScriptKb'],
    ['a page with product elements', 'productsPageKb'],
    ['a page with one form', 'oneFormPageKb'],
    ['… once used and submitted (axios, toasts)', 'submittedFormPageKb'],
    ["a release's single file (all elements, pinned by one hash)", 'releaseKb'],
    ['what lang="hi" adds (the Hindi catalogues)', 'hindiKb'],
  ];
  console.log('## Embed for partner pages\n');
  console.log('| what a partner page loads | KB brotli | KB gzip | budget (brotli) |');
  console.log('|---|---|---|---|');
  for (const [label, key] of rows)
    console.log(
      `| ${label} | ${brotli[key].toFixed(1)} | ${gzip[key].toFixed(1)} | ≤ ${EMBED_BUDGET[key]} |`,
    );
  return rows.some(([, key]) => brotli[key] > EMBED_BUDGET[key]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (await reportPartnerSizes(root)) {
    console.error('\nOver a partner budget.');
    process.exit(1);
  }
}
