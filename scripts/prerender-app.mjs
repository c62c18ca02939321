// Prerenders an app's pages that need no session (the back office's and the provider portal's
// sign-in pages) into dist/<route>.html: the built index.html with the page's markup in #root and
// its critical CSS, so a first visit shows the form at once; the browser hydrates it. Every other
// page is behind sign-in and renders in the browser. Run in the app's folder:
//
//   vite build && vite build --ssr src/entry-server.tsx --outDir dist-ssr && node ../../scripts/prerender-app.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const app = process.cwd();
const dist = path.join(app, 'dist');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const {
  render,
  prerenderedRoutes,
  routes,
  localePrefixes = [],
} = await import(pathToFileURL(path.join(app, 'dist-ssr', 'entry-server.js')).href);
for (const route of prerenderedRoutes) {
  const { html, css } = render(route);
  const page = template
    .replace('</head>', `${css}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (page === template) throw new Error('index.html has no <div id="root"></div> to fill');
  const file = path.join(dist, `${route.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(
  `prerender: ${prerenderedRoutes.join(', ')} in ${path.relative(process.cwd() + '/../..', dist)}`,
);

// Every address of the app's pages, read from its route table: the server answers any other
// address under the app's prefix with 404 (apps/server/src/platform/siteRoutes.ts, appPages).
const paths = new Set();
const walk = (table, base) => {
  for (const route of table) {
    if (route.path === '*') continue;
    const here = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
    if (route.index || (route.path && !route.children?.length)) paths.add(here);
    if (route.children) walk(route.children, here);
  }
};
walk(routes, '/');
const all = [...paths].flatMap((p) => [p, ...localePrefixes.map((l) => (p === '/' ? l : l + p))]);
if (!all.includes('/') || !all.includes('/login')) throw new Error('the route table lost pages');
writeFileSync(path.join(dist, 'app-routes.json'), JSON.stringify({ paths: all }, null, 1));
