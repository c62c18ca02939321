// Prerenders the back office's sign-in page into dist/login.html: the built index.html with the
// page's markup in #root and its critical CSS, so a first visit shows the form at once; the
// browser hydrates it. Every other page of the back office is behind sign-in and renders in the
// browser.
//
//   vite build && vite build --ssr src/entry-server.tsx --outDir dist-ssr && node scripts/prerender.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(app, 'dist');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { render, prerenderedRoutes } = await import(
  pathToFileURL(path.join(app, 'dist-ssr', 'entry-server.js')).href
);
for (const route of prerenderedRoutes) {
  const { html, css } = render(route);
  const page = template
    .replace('</head>', `${css}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (page === template) throw new Error('index.html has no <div id="root"></div> to fill');
  writeFileSync(path.join(dist, `${route.slice(1)}.html`), page);
}
console.log(`prerender: ${prerenderedRoutes.join(', ')} in apps/admin/dist`);
