// The back office's bundle stays out of the pet-parent site (issue 31): no page of the built site
// loads a file of the admin build, names its assets, or carries its libraries (TanStack Table,
// recharts) or its calls (`/admin/…` of @petverse/api/admin). Also prints what the back office's
// first load weighs (its entry and static imports) and its chart's lazy chunk. `node
// bench/admin-size.mjs` exits 1 when the site carries any of it, for the test command.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDist = path.join(root, 'apps/site/dist');
const adminDist = path.join(root, 'apps/admin/dist');

/** Text found only in the back office's code: its libraries and its own API calls. */
const ADMIN_ONLY = [
  ['TanStack Table', 'getIsAllRowsSelected'],
  ['recharts', 'recharts-wrapper'],
  ['the back office API client', '/admin/auth/me'],
  ['the back office API client', '/admin/products/pictures'],
];

/** Every file below a folder, with its path relative to it. */
function files(dir, under = '') {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(under, entry.name);
    return entry.isDirectory() ? files(dir, rel) : [rel];
  });
}

for (const dist of [siteDist, adminDist])
  if (!existsSync(path.join(dist, '.vite/manifest.json')))
    throw new Error(`No build at ${dist}: run pnpm build first`);

const problems = [];
const adminAssets = new Set(
  readdirSync(path.join(adminDist, 'assets')).filter((f) => f.endsWith('.js')),
);
for (const file of files(siteDist).filter((f) => /\.(js|html)$/.test(f))) {
  const text = readFileSync(path.join(siteDist, file), 'utf8');
  for (const [what, marker] of ADMIN_ONLY)
    if (text.includes(marker)) problems.push(`${file} carries ${what} ("${marker}")`);
  if (text.includes('/admin/assets/')) problems.push(`${file} names a file of the back office`);
  if (file.startsWith('assets/') && adminAssets.has(path.basename(file)))
    problems.push(`${file} is a file of the back office's build`);
}

const manifest = JSON.parse(readFileSync(path.join(adminDist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(adminDist, file)), { level: 9 }).length / 1024;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const first = new Set();
const visit = (key) => {
  const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.file === key);
  if (!chunk || first.has(chunk.file)) return;
  first.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
visit(Object.keys(manifest).find((k) => manifest[k] === entry));
const chart = Object.values(manifest).find((c) => c.file.includes('ChartCanvas'));
console.log('## The back office (gzip -9)\n');
console.log('| what | KB |');
console.log('|---|---|');
console.log(
  `| first load (entry and its static imports) | ${[...first].reduce((n, f) => n + gz(f), 0).toFixed(1)} |`,
);
if (chart)
  console.log(
    `| the dashboard's chart (recharts, loaded when drawn) | ${gz(chart.file).toFixed(1)} |`,
  );
console.log(`\nThe pet-parent site carries none of it: ${problems.length === 0 ? 'yes' : 'NO'}`);
if (problems.length > 0) {
  console.error(problems.map((p) => `- ${p}`).join('\n'));
  process.exit(1);
}
