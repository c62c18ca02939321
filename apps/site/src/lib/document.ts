import type { InitialData } from '@petverse/api';
import { afterPaint } from './afterPaint';

/**
 * The id of the `<script type="application/json">` that carries the answers a page was rendered
 * with on request (main.tsx hands them to the API provider, so hydration shows the same). A data
 * block is not run, so the CSP needs nothing for it.
 */
export const PAGE_DATA_ID = 'petverse-data';

/** A page rendered on the server, ready to go into the built index.html. */
export interface DocumentParts {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for exactly what the page shows. */
  styles: string;
  title: string;
  description: string;
  /** The page's language as `<html lang>` says it ('hi-IN' on a Hindi page; index.html's otherwise). */
  lang?: string;
  /** The JS files the page's lazy chunk needs beyond the entry, from Vite's manifest. */
  preload: readonly string[];
  /** The answers the page was rendered with (pages rendered on request). */
  data?: InitialData;
  /**
   * The pet parent a page was rendered for, with their session (`data-session` on the data
   * block): the browser hydrates it only with that same session (main.tsx).
   */
  session?: string;
  /** Images to ask for first, at high priority, each for the screens `media` names. */
  images?: ReadonlyArray<{ href: string; media?: string }>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON inside a `<script>`: no `<` can end the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html with a server-rendered page in it: its markup in #root, its critical CSS,
 * title and description in `<head>`, a modulepreload of its chunk, its data, and its one inline
 * script (`inlineScript`: it holds taps made before hydration and asks for the page's JavaScript
 * once the page has painted, lib/afterPaint.ts, so the module scripts are written inert). Used at
 * build time (scripts/prerender.mjs) and on request (the server, through entry-server.tsx), so
 * both write the same document.
 */
export function documentFor(template: string, page: DocumentParts, inlineScript: string): string {
  // Low priority: the page's chunks come after the entry.
  const preload = page.preload
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
  const session = page.session ? ` data-session="${escapeHtml(page.session)}"` : '';
  const data =
    page.data?.length || session
      ? `<script type="application/json" id="${PAGE_DATA_ID}"${session}>${scriptJson(page.data ?? [])}</script>`
      : '';
  // React writes the preloads of the page's eager images (the LCP image among them) first in its
  // markup; in <head>, before the scripts, the browser asks for them first.
  const leading = /^(?:<link rel="preload" as="image"[^>]*>)+/.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(leading.length);
  const named = (page.images ?? []).map(
    ({ href, media }) =>
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${escapeHtml(media)}"` : ''} fetchpriority="high">`,
  );
  // The page's own, then the one React marks high priority (the page's main image) before the logo.
  const images =
    named.join('') +
    (leading.match(/<link[^>]*>/g) ?? [])
      .sort(
        (a, b) =>
          Number(b.includes('fetchPriority="high"')) - Number(a.includes('fetchPriority="high"')),
      )
      .join('');
  // Replacements are functions: a string replacement would read `$'`, `$&`… in the inserted text
  // (the inline script has one) as patterns.
  const html = afterPaint(template)
    .replace(/<html lang="[^"]*"/, (tag) => (page.lang ? `<html lang="${page.lang}"` : tag))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>${images}`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    // The server's CSP allows this one inline script by its hash.
    .replace(
      '</head>',
      () => `<script>${inlineScript}</script>${afterPaint(preload)}${page.styles}</head>`,
    )
    // The page is there without JavaScript: no "needs JavaScript" note.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${data}`);
  if (!html.includes(`<script>${inlineScript}</script>`))
    throw new Error('the inline script did not land whole');
  if (/<script type="module"|rel="modulepreload"/.test(html))
    throw new Error('a module script of index.html would load before the page has painted');
  if (!html.includes(markup)) throw new Error('index.html has no empty #root');
  return html;
}
