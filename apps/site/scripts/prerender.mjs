// Prerenders the public routes that need no request data (src/entry-server.tsx lists them) into
// dist/prerendered/, one HTML file each: the built index.html with the page's markup in
// #root, its critical CSS (styled-components) and title in <head>, and a modulepreload of its
// page chunk. The server sends them for their paths; the browser hydrates them (src/main.tsx).
// It also leaves dist-ssr/document.json beside the server bundle: the template and each
// on-request route's chunks, for the server to render the store and product pages on request.
//
//   vite build && vite build --ssr src/entry-server.tsx --outDir dist-ssr && node scripts/prerender.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closure, shellFiles } from './manifest.mjs';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(site, 'dist');
const ssr = path.join(site, 'dist-ssr');
const out = path.join(dist, 'prerendered');

/**
 * A chunk's manifest key: the source's own, or for a package loaded with `import()` ('axios'),
 * the one dynamic entry of node_modules that Vite named after it.
 */
function keyOf(manifest, source) {
  if (manifest[source]) return source;
  const named = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isDynamicEntry && manifest[key].name === source && key.includes('node_modules'),
  );
  if (named.length !== 1) throw new Error(`${source} is not a chunk of the build`);
  return named[0];
}

/** The JS files a page's chunk needs, from Vite's manifest, minus those every page loads anyway. */
function chunksOf(manifest, source) {
  const loaded = shellFiles(manifest);
  return [...closure(manifest, keyOf(manifest, source))].filter((file) => !loaded.has(file));
}

/** Where a route's page is written: `/about-us` → about-us.html, `/auth/orders` → auth/orders.html. */
function fileFor(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const {
  render,
  prerenderedRoutes,
  onRequestRoutes,
  sessionRoutes,
  documentFor,
  PAGE_SCRIPT,
  sitePaths,
  NOT_FOUND_PROBE,
  NOT_FOUND_PAGE,
} = await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let bytes = 0;
/**
 * A Hindi page's catalogues (ADR 027): main.tsx loads them with React DOM before it hydrates, so
 * the page names them too, rather than the browser finding them a round trip later.
 */
const HINDI_CATALOGUES = [
  'src/locales/hi.ts',
  '../../packages/ui/src/locales/hi.ts',
  '../../packages/forms/src/locales/hi.ts',
];
const hindiChunks = [...new Set(HINDI_CATALOGUES.flatMap((key) => chunksOf(manifest, key)))];

// Each page in English and in Hindi (its address under /hi, ADR 027).
const inBothLanguages = prerenderedRoutes.flatMap((entry) => [
  entry,
  { ...entry, path: entry.path === '/' ? '/hi' : `/hi${entry.path}` },
]);
for (const { path: route, page: source, also = [], images } of inBothLanguages) {
  const page = await render(route);
  const preload = [
    ...new Set([
      ...[source, ...also].flatMap((key) => chunksOf(manifest, key)),
      ...(route === '/hi' || route.startsWith('/hi/') ? hindiChunks : []),
    ]),
  ];
  const html = documentFor(template, { ...page, preload, images }, PAGE_SCRIPT);
  const file = path.join(out, fileFor(route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  bytes += Buffer.byteLength(html);
}
// Every address of a page, and the page for any other address: the server answers those 404
// with it (apps/server/src/platform/siteRoutes.ts). Not in prerendered/, which the server sends by path.
const paths = sitePaths();
if (!paths.includes('/') || !paths.includes('/pet-store'))
  throw new Error('sitePaths() lost pages');
if (paths.includes(NOT_FOUND_PROBE)) throw new Error(`${NOT_FOUND_PROBE} must not be a page`);
writeFileSync(path.join(dist, 'site-routes.json'), JSON.stringify({ paths }, null, 1));
const notFound = await render(NOT_FOUND_PROBE);
writeFileSync(
  path.join(dist, 'not-found.html'),
  documentFor(template, { ...notFound, preload: chunksOf(manifest, NOT_FOUND_PAGE) }, PAGE_SCRIPT),
);
// The server renders these on request (entry-server.tsx's renderOnRequest and renderForSession
// read this file).
const preload = Object.fromEntries(
  [...onRequestRoutes, ...sessionRoutes].map(({ path: route, page: source, also = [] }) => [
    route,
    [...new Set([source, ...also].flatMap((key) => chunksOf(manifest, key)))],
  ]),
);
writeFileSync(
  path.join(ssr, 'document.json'),
  JSON.stringify({ template, preload, hindi: hindiChunks }),
);
// Which addresses the server renders, without loading the bundle: it routes them at start and
// loads the renderer after it listens (apps/server/src/platform/serverRendering.ts).
writeFileSync(
  path.join(ssr, 'routes.json'),
  JSON.stringify({
    onRequestRoutes: onRequestRoutes.map(({ path: route, query }) => ({ path: route, query })),
    sessionRoutes: sessionRoutes.map(({ path: route }) => ({ path: route })),
  }),
);
console.log(
  `prerender: ${inBothLanguages.length} pages, ${(bytes / 1024).toFixed(0)} KB of HTML in dist/prerendered; ` +
    `${onRequestRoutes.length} routes rendered on request from dist-ssr; ${paths.length} site paths, every other one 404`,
);
