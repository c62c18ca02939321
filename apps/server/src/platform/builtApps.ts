import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { appPages } from './siteRoutes';

/** Files of the built site the server reads or sends in place of a page, not addresses. */
export const serverOnly = (pathname: string) =>
  /^\/(?:prerendered\/|site-routes\.json|not-found\.html)/.test(pathname);

/**
 * Files @fastify/static makes no route of (with `wildcard: false` it makes a GET and a HEAD route
 * for every file at start): the precompressed twins (`.br`, `.gz`), which it finds beside the file
 * a route serves (`preCompressed`), and the site's prerendered pages, which the server sends for
 * their page's address, never at their own. Two routes for every built file instead of six.
 */
export const NO_ROUTE_OF = ['**/*.br', '**/*.gz', 'prerendered/**', 'assets/**'];

const isPrecompressedTwin = (pathname: string) => /\.(?:br|gz)$/.test(pathname);

/**
 * A build's hashed files (`assets/`, most of its files) by one wildcard route, looked up when
 * asked (a `stat`, as every file sent costs), instead of a GET and a HEAD route each made at start
 * (issue 33 item 6: the site's and the back office's ~470 files took ~0.3 s of every start to list
 * and route). A missing one falls to the not-found handler; a precompressed twin is never sent at
 * its own name. Its other files keep their routes (`NO_ROUTE_OF` leaves `assets/` out).
 */
export async function serveHashedAssets(app: FastifyInstance, root: string, prefix: string) {
  const assets = path.join(root, 'assets');
  if (!existsSync(assets)) return;
  await app.register(fastifyStatic, {
    root: assets,
    prefix: `${prefix}assets/`,
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathname) => !isPrecompressedTwin(pathname),
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}

/**
 * The built apps other than the site: the partners' embed script at /embed/, the back office at
 * /admin and the provider portal at /pro (each given by its folder; none when not built).
 */
export async function registerBuiltApps(
  app: FastifyInstance,
  options: {
    embedDir?: string | undefined;
    adminDir?: string | undefined;
    proDir?: string | undefined;
    siteDir?: string | undefined;
  },
): Promise<void> {
  if (options.embedDir) {
    // `/embed/v1/petverse.js` keeps its name across releases (a day's cache, revalidated);
    // the chunks it loads are named by their content, and each release's single file
    // (`/embed/v0.2.0/petverse.js`) by its version: those never change, cached for a year.
    await app.register(fastifyStatic, {
      root: options.embedDir,
      prefix: '/embed/',
      // Only one static plugin may decorate the reply: the site's when there is one.
      decorateReply: !options.siteDir,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed =
          /-[A-Za-z0-9_-]{8,}\.js$/.test(filePath) ||
          /[\\/]v\d+\.\d+\.\d+[\\/]petverse\.js$/.test(filePath);
        res.setHeader(
          'Cache-Control',
          hashed
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400, stale-while-revalidate=604800',
        );
      },
    });
  }

  if (options.adminDir) await registerSessionApp(app, options.adminDir, '/admin', ['/login']);
  if (options.proDir)
    await registerSessionApp(app, options.proDir, '/pro', ['/login', '/hi/login']);
}

/**
 * An app behind its own sign-in (the back office at /admin, the provider portal at /pro): its
 * files, its prerendered sign-in pages, and its shell for every other page address; a file that
 * is not in its build is not found. Nobody's data is in any of it, so it is never indexed.
 */
async function registerSessionApp(
  app: FastifyInstance,
  dir: string,
  prefix: string,
  prerendered: readonly string[],
): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: `${prefix}/`,
    decorateReply: false,
    index: false,
    wildcard: false,
    globIgnore: NO_ROUTE_OF,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'no-cache');
    },
  });
  await serveHashedAssets(app, dir, `${prefix}/`);
  const shell = readFileSync(path.join(dir, 'index.html'));
  const page = (html: Buffer) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(html);
  for (const route of prerendered) {
    const file = path.join(dir, `${route.slice(1)}.html`);
    app.get(`${prefix}${route}`, page(existsSync(file) ? readFileSync(file) : shell));
  }
  for (const route of [prefix, `${prefix}/`]) app.get(route, page(shell));
  // Any other address is the app's shell too (its router draws the page), but only a page of its
  // route table answers 200: the rest is 404 (the app says there is no such page).
  const isPage = appPages(dir);
  app.get(`${prefix}/*`, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (path.extname(pathname)) return reply.status(404).send({ message: 'Not found' });
    if (!isPage(pathname.slice(prefix.length))) void reply.status(404);
    return page(shell)(request, reply);
  });
}
