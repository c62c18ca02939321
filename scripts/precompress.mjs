// Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every text file of a built
// folder, once at build time, so the server sends them as they are (@fastify/static
// `preCompressed`) instead of compressing on every request. A version that is not smaller is
// not written; the server then sends the file itself.
//
//   node scripts/precompress.mjs apps/site/dist [more folders]
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map|ico)$/i;
const MIN_BYTES = 512;

export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let br = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT.test(entry.name) && statSync(full).size >= MIN_BYTES) {
        const data = readFileSync(full);
        const brotli = brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        const gzip = gzipSync(data, { level: 9 });
        for (const [ext, out] of [
          ['br', brotli],
          ['gz', gzip],
        ]) {
          if (out.length < data.length) writeFileSync(`${full}.${ext}`, out);
          else rmSync(`${full}.${ext}`, { force: true });
        }
        files++;
        raw += data.length;
        br += Math.min(brotli.length, data.length);
      }
    }
  };
  walk(dir);
  return { files, raw, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    const { files, raw, br } = precompress(dir);
    console.log(
      `precompress ${dir}: ${files} files, ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
    );
  }
}
