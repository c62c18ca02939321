// Bundle sizes of the built site, gzipped, from Vite's manifest: the initial JS of each route
// (entry chunk, its static imports, and the route's lazy chunk with its own static imports),
// each lazy chunk on its own, each route that shows a form with its form, and React + ReactDOM
// bundled alone as the yardstick. `node bench/size.mjs` holds the form routes to their budget
// (exit 1 when one is over), for the test command.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { closure, shellFiles } from '../apps/site/scripts/manifest.mjs';
import { FORM_ROUTES } from '../apps/site/scripts/formRoutes.mjs';

// withFormKb: 169 until the thirteenth session, whose provider pages, Bookings tab, health record
// routes and the client's rule against showing a developer's message added ~0.1 KB to the entry
// (the router's table and ApiError): /auth/profile/pets measured 169.04 KB. Raised to 169.5 rather
// than drop a route or that rule; issue 56 item 3 (per-route catalogues, the budget back to 150)
// is where the real saving is. bench/HISTORY.md, "Site size: thirteenth session".
// 169.5 → 170 (7 Dec): breeds in Devanagari on Hindi pages (issue 58 item 9) put a 0.4 KB hook on
// the pet form's route (the names themselves are a Hindi-only chunk): 169.6 KB measured.
export const BUDGET = { initialKb: 150, lazyChunkKb: 35, withFormKb: 170 };

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes) => bytes / 1024;

/** The site's manifest, the gzipped size of a file, and the closure of static imports. */
function readManifest(siteDist) {
  const manifestPath = path.join(siteDist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No manifest at ${manifestPath}: build the site first (pnpm build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const size = (file) => gz(readFileSync(path.join(siteDist, file)));

  return {
    manifest,
    size,
    closure: (key, seen) => closure(manifest, key, seen),
    entryFiles: shellFiles(manifest),
  };
}

export function siteSizes(siteDist) {
  const { manifest, size, closure, entryFiles } = readManifest(siteDist);
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
    .filter((k) => !entryFiles.has(manifest[k].file))
    .map((k) => ({
      name: manifest[k].name ?? k,
      kb: kb([...closure(k)].filter((f) => !entryFiles.has(f)).reduce((s, f) => s + size(f), 0)),
    }));
  return { entryKb: kb([...entryFiles].reduce((s, f) => s + size(f), 0)), perRoute, onDemand };
}

/**
 * Each form route's download before its fields show, gzipped (`withFormKb`), and the part of it
 * that is the form (`formKb`: what the page loads on demand beyond the entry and its own chunks).
 */
export function formRouteSizes(siteDist) {
  const { manifest, size, closure, entryFiles } = readManifest(siteDist);
  const sum = (files) => kb([...files].reduce((total, f) => total + size(f), 0));
  // A module imported both on demand and statically (one definition reusing another's options)
  // is in a shared chunk, under that chunk's name rather than its path.
  const chunkOf = (route, key) => {
    if (manifest[key]) return key;
    const name = path.basename(key).replace(/\.tsx?$/, '');
    const named = Object.keys(manifest).filter(
      (k) => !manifest[k].src && manifest[k].name === name,
    );
    if (named.length !== 1) throw new Error(`${route}: no chunk for ${key} in the site's manifest`);
    return named[0];
  };
  return FORM_ROUTES.map(({ route, pages, form }) => {
    const before = new Set(entryFiles);
    for (const key of pages) closure(chunkOf(route, key), before);
    const all = new Set(before);
    for (const key of form) closure(chunkOf(route, key), all);
    return { route, withFormKb: sum(all), formKb: sum(all) - sum(before) };
  });
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

/** Prints each form route's download with its form against the budget; returns whether any is over. */
export function reportFormRoutes(siteDist) {
  const rows = formRouteSizes(siteDist);
  console.log('## Routes that show a form, with their form (gzip -9)\n');
  console.log('| route | with its form KB | of which the form KB | budget |');
  console.log('|---|---|---|---|');
  let over = false;
  for (const r of rows) {
    const verdict =
      r.withFormKb <= BUDGET.withFormKb
        ? 'ok'
        : `OVER by ${(r.withFormKb - BUDGET.withFormKb).toFixed(1)}`;
    over ||= verdict !== 'ok';
    console.log(
      `| ${r.route} | ${r.withFormKb.toFixed(1)} | ${r.formKb.toFixed(1)} | ${verdict} |`,
    );
  }
  console.log(
    `\nGoal: a route with its form ≤ ${BUDGET.withFormKb} KB (entry, page, the form's family, ` +
      `rules), held by the test command.`,
  );
  return over;
}

/** The consultation room's page in the site's manifest (issue 53). */
const ROOM_PAGE = 'src/pages/consult/ConsultationPage.tsx';
/** Words only the room's code says: WebRTC's and its socket's. */
const ROOM_WORDS = ['RTCPeerConnection', 'ConsultationRoom'];

/**
 * The consultation room's download (gzip, beyond the shell), and the pages whose own download
 * carries any of it: WebRTC and the chat belong to the room's chunk, never to a store page.
 */
export function roomIsolation(siteDist) {
  const { manifest, size, closure, entryFiles } = readManifest(siteDist);
  if (!manifest[ROOM_PAGE]) throw new Error(`No ${ROOM_PAGE} in the site's manifest`);
  const own = (key) => [...closure(key)].filter((f) => !entryFiles.has(f));
  const roomFiles = new Set(own(ROOM_PAGE));
  const carries = (file) => {
    const text = readFileSync(path.join(siteDist, file), 'utf8');
    return ROOM_WORDS.some((word) => text.includes(word));
  };
  // The words must be where the room is, or finding them nowhere else proves nothing.
  if (![...roomFiles].some(carries))
    throw new Error(`${ROOM_WORDS.join(' / ')} are not in the room's chunks: update ROOM_WORDS`);
  const leaks = Object.keys(manifest)
    .filter((k) => k !== ROOM_PAGE && manifest[k].isDynamicEntry && k.includes('/pages/'))
    .filter((k) => own(k).some((f) => !roomFiles.has(f) && carries(f)))
    .concat([...entryFiles].filter(carries).map((f) => `the shell (${f})`));
  return { roomKb: kb(own(ROOM_PAGE).reduce((sum, f) => sum + size(f), 0)), leaks };
}

/**
 * The site's scripts that are not ASCII. V8 keeps a script with one character beyond Latin-1 as
 * UTF-16 (twice the memory), and a Lighthouse trace spent ~70 ms of the main thread copying the
 * entry's two-byte source: the build escapes non-ASCII (`charset: 'ascii'`), but not inside
 * template literals, so a styled-components `content: '★'` must be written as `'\\2605'`.
 */
export function nonAsciiScripts(siteDist) {
  const dir = path.join(siteDist, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => readFileSync(path.join(dir, f)).some((byte) => byte > 0x7f));
}

// `node bench/size.mjs`: the form routes against their budget, and every script ASCII, for the
// test command.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const siteDist = path.join(root, 'apps/site/dist');
  const over = reportFormRoutes(siteDist);
  const room = roomIsolation(siteDist);
  console.log(
    `\nThe consultation room's own chunks: ${room.roomKb.toFixed(1)} KB (a lazy route's budget ` +
      `is ${BUDGET.lazyChunkKb} KB); pages carrying WebRTC or the room besides it: ` +
      `${room.leaks.length ? room.leaks.join(', ') : 'none'}.`,
  );
  if (room.leaks.length > 0) console.error('\nThe consultation room reached other pages.');
  const twoByte = nonAsciiScripts(siteDist);
  if (twoByte.length > 0)
    console.error(`\nScripts with non-ASCII characters (escape them): ${twoByte.join(', ')}`);
  if (over) console.error('\nA route that shows a form is over its budget.');
  if (over || twoByte.length > 0 || room.leaks.length > 0) process.exit(1);
}
