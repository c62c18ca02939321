import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built site's folder of prerendered pages (written by apps/site/scripts/prerender.mjs). */
const FOLDER = 'prerendered';

/**
 * The pages of a built site rendered at build time: each site path ('/', '/about-us',
 * '/auth/profile/pets') and its file, relative to the site's folder. `about-us.html` is
 * `/about-us`, `auth/profile/pets.html` is `/auth/profile/pets`, `index.html` is `/`.
 */
export function prerenderedPages(siteDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const folder = path.join(siteDir, FOLDER);
  if (!existsSync(folder)) return pages;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(folder, path.join(entry.parentPath, entry.name));
    const base = file.slice(0, -'.html'.length).split(path.sep).join('/');
    pages.set(base === 'index' ? '/' : `/${base}`, `${FOLDER}/${file.split(path.sep).join('/')}`);
  }
  return pages;
}

/** The prerendered file for a request's path (a trailing slash ignored), else undefined. */
export function prerenderedFile(
  pages: ReadonlyMap<string, string>,
  pathname: string,
): string | undefined {
  return pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * The CSP sources ('sha256-…') of the inline scripts in the prerendered pages (the one that holds
 * taps made before hydration), so the policy allows exactly those and no other inline script.
 */
export function inlineScriptSources(siteDir: string, pages: Map<string, string>): string[] {
  const sources = new Set<string>();
  for (const file of new Set(pages.values())) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      sources.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  }
  return [...sources];
}
