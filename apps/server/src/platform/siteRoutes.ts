import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built site's list of its pages' address patterns (apps/site/scripts/prerender.mjs). */
export const SITE_ROUTES_FILE = 'site-routes.json';
/** The built site's Not found page, sent with 404 for every address that is not a page. */
export const NOT_FOUND_FILE = 'not-found.html';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern as React Router reads it, as a regular expression: `:name` is one segment, `*` the
 * rest, letters in any case (React Router's default), a trailing slash allowed.
 */
function compile(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escape(segment),
    );
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

/** Whether an address (its path, still percent-encoded) is one of the site's pages. */
export type IsSitePage = (pathname: string) => boolean;

/**
 * Reads which addresses are pages of the built site. A site without the list is refused: served
 * as an app shell for every address, unknown ones would answer 200 again (search engines and
 * monitors read the status); `pnpm build` and `pnpm start` write it.
 */
export function sitePages(siteDir: string): IsSitePage {
  const file = path.join(siteDir, SITE_ROUTES_FILE);
  if (!existsSync(file) || !existsSync(path.join(siteDir, NOT_FOUND_FILE)))
    throw new Error(
      `The built site in ${siteDir} has no ${SITE_ROUTES_FILE} or ${NOT_FOUND_FILE}: build it again (pnpm build).`,
    );
  return pagesOf(file);
}

/** The list of a session app's pages (the back office's, the portal's: scripts/prerender-app.mjs). */
export const APP_ROUTES_FILE = 'app-routes.json';

/**
 * Reads which addresses, under its prefix, are pages of a built session app (the back office, the
 * portal). An app built without the list is refused, as the site is.
 */
export function appPages(appDir: string): IsSitePage {
  const file = path.join(appDir, APP_ROUTES_FILE);
  if (!existsSync(file))
    throw new Error(
      `The built app in ${appDir} has no ${APP_ROUTES_FILE}: build it again (pnpm build).`,
    );
  return pagesOf(file);
}

function pagesOf(file: string): IsSitePage {
  const { paths } = JSON.parse(readFileSync(file, 'utf8')) as { paths: string[] };
  const patterns = paths.map(compile);
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      // A malformed escape is no page's address.
      return false;
    }
    return patterns.some((pattern) => pattern.test(decoded));
  };
}
