// Builds the embed in three steps with tsup: the elements module (ESM, React and our packages
// bundled inside, split so a form's code loads only where a form is shown, every file named by
// its content), then the loader (`v1/petverse.js`, a classic script) that knows the module's name,
// then the release's single file (`v{version}/petverse.js`: every element's code in one classic
// script, which one Subresource Integrity hash covers; it never changes once released).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(root, 'dist', 'v1');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const versionDir = path.join(root, 'dist', `v${version}`);
rmSync(path.join(root, 'dist'), { recursive: true, force: true });

const shared = {
  outDir,
  platform: 'browser',
  target: 'es2020',
  minify: true,
  sourcemap: false,
  dts: false,
  clean: false,
  silent: true,
  // Everything is bundled: a plain HTML page has no React of its own.
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.conditions = ['@petverse/source', 'browser', 'module', 'import'];
    options.legalComments = 'none';
    // The script-tag embed renders with Preact's React compatibility layer (ADR 024): a plain
    // page has no React of its own, and React's DOM renderer was half of every element's bytes.
    // Resolved from this package (its devDependency), as esbuild resolves aliases.
    options.alias = { react: 'preact/compat', 'react-dom': 'preact/compat' };
    options.absWorkingDir = root;
  },
};

await build({
  ...shared,
  entry: { 'petverse-elements': 'src/main.ts' },
  format: ['esm'],
  splitting: true,
  treeshake: true,
  metafile: true,
  esbuildOptions(options) {
    shared.esbuildOptions(options);
    options.entryNames = '[name]-[hash]';
    options.chunkNames = 'chunk-[hash]';
  },
});
const elements = readdirSync(outDir).find((f) => /^petverse-elements-[A-Z0-9]+\.js$/.test(f));
if (!elements) throw new Error('the elements module was not built');

const metafilePath = path.join(outDir, 'metafile-esm.json');
const { outputs } = JSON.parse(readFileSync(metafilePath, 'utf8'));
rmSync(metafilePath);

/** The chunks whose every input matches `inputs` (the metafile's paths). */
const chunksOf = (inputs) =>
  Object.entries(outputs)
    .filter(([file, output]) => {
      const names = Object.keys(output.inputs);
      return file.endsWith('.js') && names.length > 0 && names.every((name) => inputs.test(name));
    })
    .map(([file]) => path.basename(file));
const MODULE = String.raw`node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?`;
// The API client (axios): loaded by an element's first call, at once for products (their read),
// on submitting for a form (whose first paint calls nothing through it).
const api = chunksOf(new RegExp(`${MODULE}(?:axios|follow-redirects|proxy-from-env)\\/`));
// Chunks a page loads only after its first paint or on its first call: the toasts
// (react-toastify and our region) and axios. Named in the manifest so the size bench can tell a
// form's first load from what using it adds; the metafile itself is not shipped.
const deferred = chunksOf(
  new RegExp(
    `${MODULE}(?:axios|react-toastify|clsx|follow-redirects|proxy-from-env)\\/|Toaster\\/ToastRegion\\.tsx|Toaster\\/placement\\.ts|Toaster\\/Toaster\\.styles\\.ts`,
  ),
);
// The Hindi catalogues, loaded only by an element with lang="hi" (EmbedRoot.tsx), and the breeds'
// Hindi names, loaded only by a breed field on such a page (forms' data/breedNames.ts).
const hindi = chunksOf(/\/locales\/hi\.ts$|\/data\/breedNames\.hi\.ts$/);

// Each registration form's definition is a chunk of its own, loaded where that form is shown:
// the size bench counts one of them, not all ten, on a page with one form.
const definitions = Object.fromEntries(
  Object.entries(outputs)
    .filter(([, output]) => /forms\/src\/definitions\/\w+\.ts$/.test(output.entryPoint ?? ''))
    .map(([file, output]) => [path.basename(output.entryPoint, '.ts'), path.basename(file)]),
);

await build({
  ...shared,
  entry: { petverse: 'src/loader.ts' },
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  define: { ...shared.define, __PETVERSE_ELEMENTS__: JSON.stringify(`./${elements}`) },
});

// The release's single file: no chunks (esbuild inlines what is imported on demand when it does
// not split). A classic script has no `import.meta.url`: the script's address is read from
// `document.currentScript` as it runs, which config.ts then reads as the module's.
await build({
  ...shared,
  outDir: versionDir,
  entry: { petverse: 'src/single.ts' },
  format: ['iife'],
  splitting: false,
  outExtension: () => ({ js: '.js' }),
  banner: {
    js: 'var __PETVERSE_SCRIPT_URL__=document.currentScript&&document.currentScript.src||location.href;',
  },
  define: { ...shared.define, 'import.meta.url': '__PETVERSE_SCRIPT_URL__' },
});

// The Subresource Integrity hashes, for partners who pin them (docs/partners.md): the loader's
// (the files it loads are named by their content), and the release's single file's.
const sri = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
const integrity = sri(path.join(outDir, 'petverse.js'));
const release = {
  script: `/embed/v${version}/petverse.js`,
  integrity: sri(path.join(versionDir, 'petverse.js')),
};
writeFileSync(
  path.join(outDir, 'manifest.json'),
  `${JSON.stringify({ script: 'petverse.js', integrity, version, release, elements, deferred, api, hindi, definitions }, null, 2)}\n`,
);
console.log(
  `embed: v1/petverse.js (${integrity}), ${elements}; ${release.script} (${release.integrity})`,
);
