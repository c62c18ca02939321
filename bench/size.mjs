// Bundle sizes of the built site, gzipped, from Vite's manifest: the initial JS of each route
// (entry chunk, its static imports, and the route's lazy chunk with its own static imports),
// each lazy chunk on its own, and React + ReactDOM bundled alone as the yardstick.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';

export const BUDGET = { initialKb: 150, lazyChunkKb: 35 };

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes) => bytes / 1024;

export function siteSizes(siteDist) {
  const manifestPath = path.join(siteDist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No manifest at ${manifestPath}: build the site first (pnpm build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const size = (file) => gz(readFileSync(path.join(siteDist, file)));

  /** Files a chunk needs before it runs: itself and its static imports, transitively. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryFiles = closure(entryKey);
  // A route is a page module loaded by the router (…Page, …Tab, …Layout under pages/); other
  // lazy modules there (a form screen, a dialog) are parts a page loads on demand.
  const isRoute = (k) => k.includes('/pages/') && /(Pages?|Tab|Layout)\.tsx$/.test(k);
  const routes = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && isRoute(k));
  const perRoute = routes.map((key) => {
    const files = new Set([...entryFiles, ...closure(key)]);
    const own = [...closure(key)].filter((f) => !entryFiles.has(f));
    // Parts the page loads on demand (a form, a dialog), from the page or any module it imports
    // statically: an upper bound of what the route can load.
    const deferred = new Set(files);
    const seenKeys = new Set();
    const visit = (k) => {
      if (seenKeys.has(k) || !manifest[k]) return;
      seenKeys.add(k);
      for (const dep of manifest[k].imports ?? []) visit(dep);
      for (const dyn of manifest[k].dynamicImports ?? []) {
        if (manifest[dyn]?.isDynamicEntry && isRoute(dyn)) continue; // other routes
        closure(dyn, deferred);
        visit(dyn);
      }
    };
    visit(key);
    return {
      route: key.replace(/^src\/pages\//, '').replace(/\.tsx$/, ''),
      initialKb: kb([...files].reduce((sum, f) => sum + size(f), 0)),
      lazyKb: kb(own.reduce((sum, f) => sum + size(f), 0)),
      withDeferredKb: kb([...deferred].reduce((sum, f) => sum + size(f), 0)),
    };
  });
  // Chunks the shell loads only when a page first needs them (axios on the first API call).
  const entryKeys = Object.keys(manifest).filter(
    (k) => entryFiles.has(manifest[k].file) && !manifest[k].isDynamicEntry,
  );
  const onDemand = [...new Set(entryKeys.flatMap((k) => manifest[k].dynamicImports ?? []))]
    .filter((k) => manifest[k] && !isRoute(k) && !k.includes('/pages/'))
    .map((k) => ({
      name: manifest[k].name ?? k,
      kb: kb([...closure(k)].filter((f) => !entryFiles.has(f)).reduce((s, f) => s + size(f), 0)),
    }));
  return { entryKb: kb([...entryFiles].reduce((s, f) => s + size(f), 0)), perRoute, onDemand };
}

/** React + ReactDOM alone, minified for production and gzipped: the least any React page ships. */
export async function reactAloneKb(resolveDir) {
  const result = await build({
    stdin: {
      contents:
        "import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; createRoot(document.getElementById('root')).render(createElement('p', null, 'hi'));",
      resolveDir,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return kb(gz(result.outputFiles[0].contents));
}
