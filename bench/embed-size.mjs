// What a partner page downloads from the embed, gzipped (as a CDN or our server would send it):
// the script it pastes, then everything a page with products, or with one form, loads. Fails
// (exit 1) over budget, so the test command holds the budget; the bytes do not vary per run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const EMBED_BUDGET = { firstScriptKb: 60, oneFormPageKb: 160 };

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
  const { script, elements } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sum = (files) =>
    [...files].reduce((total, f) => total + gz(readFileSync(path.join(dir, f))), 0);
  const products = closure(dir, elements, { lazy: false });
  const withForm = closure(dir, elements, { lazy: true });
  return {
    firstScriptKb: gz(readFileSync(path.join(dir, script))),
    productsPageKb: sum(products) + gz(readFileSync(path.join(dir, script))),
    oneFormPageKb: sum(withForm) + gz(readFileSync(path.join(dir, script))),
  };
}

/** Prints the embed's sizes against the budgets; returns whether any is over. */
export function reportEmbedSizes(root) {
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
  return (
    s.firstScriptKb > EMBED_BUDGET.firstScriptKb || s.oneFormPageKb > EMBED_BUDGET.oneFormPageKb
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (reportEmbedSizes(root)) {
    console.error('\nEmbed over budget.');
    process.exit(1);
  }
}
