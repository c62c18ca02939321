// Draws the site's illustrations (public/art/*.svg, the sources) as WebP beside them, the files
// the pages show. An SVG `<img>` is a document of its own that Chromium lays out and paints on
// the page's main thread: the home page shows forty of them, each a task on a slow phone. A
// WebP is decoded off the main thread. Run it after changing an SVG or scripts/drawings.mjs
// (`node scripts/art.mjs`);
// `src/content/art.test.ts` fails while a page names a picture that is not there.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { drawings } from './drawings.mjs';

const art = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/art');
// The drawn ones first (scripts/drawings.mjs: services' tiles and heroes, the vets).
for (const [file, svg] of Object.entries(drawings())) writeFileSync(path.join(art, file), svg);
for (const file of readdirSync(art).filter((name) => name.endsWith('.svg'))) {
  // At the SVG's own size (the heroes are 800 × 1000 and 1600 × 600): flat colours at quality
  // 80 are 3–9 KB each.
  const info = await sharp(path.join(art, file))
    .webp({ quality: 80, effort: 6 })
    .toFile(path.join(art, file.replace(/\.svg$/, '.webp')));
  console.log(`${file} → ${info.width} × ${info.height}, ${info.size} bytes`);
}
