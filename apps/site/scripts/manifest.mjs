// Reading Vite's build manifest (dist/.vite/manifest.json): what a chunk needs before it runs,
// and what every page loads first. Used by scripts/prerender.mjs and bench/size.mjs.

/** The files a chunk needs before it runs: its own and its static imports, transitively. */
export function closure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

/**
 * The files of every page's first load: the entry (src/main.tsx) with its static imports, and
 * what it imports with `import()` to evaluate in a later task (React DOM: see main.tsx), which
 * index.html preloads beside it (the `petverse-shell-preloads` plugin of vite.config.ts).
 */
export function shellFiles(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry');
  const files = closure(manifest, key);
  for (const stage of manifest[key].dynamicImports ?? [])
    if (/[\\/]react-dom[\\/]client\.js$/.test(stage)) closure(manifest, stage, files);
  return files;
}
