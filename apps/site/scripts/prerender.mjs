// Prerenders the public routes that need no request data (src/entry-server.tsx lists them) into
// dist/prerendered/, one HTML file each: the built index.html with the page's markup in
// #root, its critical CSS (styled-components) and title in <head>, and a modulepreload of its
// page chunk. The server sends them for their paths; the browser hydrates them (src/main.tsx).
//
//   vite build && vite build --ssr src/entry-server.tsx --outDir dist-ssr && node scripts/prerender.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(site, 'dist');
const ssr = path.join(site, 'dist-ssr');
const out = path.join(dist, 'prerendered');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The JS files a page's chunk needs, from Vite's manifest, minus those the entry loads anyway. */
function chunksOf(manifest, source) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set();
  const collect = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const child of chunk.imports ?? []) collect(child, into);
  };
  if (entry) collect(entry.src, loaded);
  const page = new Set();
  collect(source, page);
  return [...page].filter((file) => !loaded.has(file));
}

function fileFor(route) {
  return route === '/' ? 'index.html' : `${route.slice(1).replaceAll('/', '_')}.html`;
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const { render, prerenderedRoutes, EARLY_CLICKS_SCRIPT } = await import(
  pathToFileURL(path.join(ssr, 'entry-server.js')).href
);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let bytes = 0;
for (const { path: route, page: source } of prerenderedRoutes) {
  if (!manifest[source]) throw new Error(`${source} (${route}) is not a chunk of the build`);
  const page = await render(route);
  const preload = chunksOf(manifest, source)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // Replacements are functions: a string replacement would read `$'`, `$&`… in the inserted text
  // (the inline script has one) as patterns.
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    // Taps before hydration are held and replayed (src/lib/earlyClicks.ts); the server's CSP
    // allows this one inline script by its hash.
    .replace(
      '</head>',
      () => `<script>${EARLY_CLICKS_SCRIPT}</script>${preload}${page.styles}</head>`,
    )
    // The page is there without JavaScript: no "needs JavaScript" note.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (!html.includes(`<script>${EARLY_CLICKS_SCRIPT}</script>`))
    throw new Error(`the early-clicks script did not land whole in ${route}`);
  if (!html.includes(page.html)) throw new Error(`index.html has no empty #root for ${route}`);
  writeFileSync(path.join(out, fileFor(route)), html);
  bytes += Buffer.byteLength(html);
}
rmSync(ssr, { recursive: true, force: true });
console.log(
  `prerender: ${prerenderedRoutes.length} routes, ${(bytes / 1024).toFixed(0)} KB of HTML in dist/prerendered`,
);
