import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/site/dist');

type Manifest = Record<string, { file: string; name?: string }>;
let manifest: Manifest | undefined;

/**
 * The path of a chunk of the built site (`/assets/….js`), by its name in the site's manifest:
 * the files are named by their hash alone (apps/site/vite.config.ts). The manifest is read once.
 */
export function chunkFile(name: string): string {
  manifest ??= JSON.parse(
    readFileSync(path.join(siteDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const chunks = Object.values(manifest).filter((chunk) => chunk.name === name);
  if (chunks.length !== 1)
    throw new Error(`${chunks.length} chunks named ${name} in the site's manifest`);
  return `/${chunks[0]!.file}`;
}
