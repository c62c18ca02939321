import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { counter, type RateRule } from './rateLimit';
import { prerenderedFile } from './prerendered';
import { loadServerRendering } from './serverRendering';
import { NOT_FOUND_FILE, sitePages } from './siteRoutes';
import { decideLocale, LOCALE_COOKIE } from './siteLocale';
import { sessionToken } from './sessionCookie';
import { NO_ROUTE_OF, serveHashedAssets, serverOnly } from './builtApps';

/**
 * The site at / (when built): a page's language, its files, the pages rendered on request (for
 * everyone, and a pet parent's own for their session), and what no route answers — the
 * prerendered page, the app shell, or 404. Without a site every other address is 404.
 * `pages.changed` is set to drop the pages rendered on request.
 */
export async function registerSite(
  app: FastifyInstance,
  options: {
    siteDir: string | undefined;
    siteRenderer: string | undefined;
    prerendered: ReadonlyMap<string, string>;
    clock: () => Date;
    sessionRendersPerAddress: RateRule;
    pages: { changed: () => void };
  },
): Promise<void> {
  const { siteDir, prerendered, clock, pages } = options;
  if (siteDir) {
    const isSitePage = sitePages(siteDir);
    // A page's language (ADR 027): an English address goes to its Hindi page when the visitor
    // chose Hindi (the cookie) or, on a first visit, their browser prefers it; `?lang=` (the
    // header's switch) remembers a choice. Pages only: the API, files and the back office never.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const [pathname = '/', search = ''] = request.url.split('?', 2);
      if (pathname.startsWith('/api/') || path.extname(pathname) || !isSitePage(pathname)) return;
      const { redirect, remember } = decideLocale({
        pathname,
        search,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      // What an English address answers depends on both.
      void reply.header('Vary', 'Accept-Language, Cookie');
      if (remember)
        void reply.header(
          'Set-Cookie',
          `${LOCALE_COOKIE}=${remember}; Path=/; Max-Age=31536000; SameSite=Lax`,
        );
      if (redirect) return reply.header('Cache-Control', 'no-store').redirect(redirect, 302);
    });
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      globIgnore: NO_ROUTE_OF,
      index: false,
      // What the build leaves for the server itself is sent by this server for an address of
      // the site, never at its own file name.
      allowedPath: (pathname) => !serverOnly(pathname),
      preCompressed: true,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', 'no-cache');
      },
    });
    await serveHashedAssets(app, siteDir, '/');
    // The store and product pages are rendered on request (briefly cached) when the site's
    // server bundle is there: routes of their own, so they are compressed like any answer.
    if (options.siteRenderer) {
      const rendering = await loadServerRendering(app, options.siteRenderer, {
        clock: () => clock().getTime(),
      });
      pages.changed = () => rendering.clear();
      for (const route of rendering.routes) {
        app.get(route.path, async (request, reply) => {
          reply.header('Cache-Control', 'no-cache');
          const page = await rendering
            .render(request.url, route, request.ip)
            .catch((err: unknown) => {
              request.log.error({ err }, 'rendering the page failed; sending the app shell');
              return undefined;
            });
          if (!page) return reply.sendFile('index.html', { cacheControl: false });
          return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
        });
      }
      // A pet parent's own pages, with their data when the session's cookie comes (ADR 030):
      // for them alone, kept by no cache; without it (or with a token the API refuses), the
      // prerendered shell, whose page renders in the browser as before. Each is a render of its
      // own: an address asking for more than its limit gets the shell, as cheap as any file.
      const sessionRenders = counter(
        app,
        options.sessionRendersPerAddress,
        (request) => `session-render:ip:${request.ip}`,
      );
      for (const route of rendering.sessionRoutes) {
        app.get(route, async (request, reply) => {
          // Both answers depend on the cookie: a browser keeps neither for another session.
          const vary = String(reply.getHeader('Vary') ?? '');
          if (!/\bcookie\b/i.test(vary))
            void reply.header('Vary', vary ? `${vary}, Cookie` : 'Cookie');
          const token = sessionToken(request);
          // A count that cannot be read (the database out) renders nothing: the shell works.
          const allowed = async () =>
            !(await sessionRenders(request).catch(() => ({ exceeded: true }))).exceeded;
          const page =
            token && (await allowed())
              ? await rendering
                  .renderForSession(request.url, request.ip, token)
                  .catch((err: unknown) => {
                    request.log.error({ err }, 'rendering the page for a session failed');
                    return undefined;
                  })
              : undefined;
          if (!page) {
            void reply.header('Cache-Control', 'no-cache');
            const pathname = request.url.split('?')[0] ?? '';
            return reply.sendFile(prerenderedFile(prerendered, pathname) ?? 'index.html', {
              cacheControl: false,
            });
          }
          return reply
            .status(page.status)
            .header('Cache-Control', 'private, no-store')
            .type('text/html; charset=utf-8')
            .send(page.html);
        });
      }
    }
    // What no route above answers. Another app under a prefix of its own (the back office at
    // /admin) registers its routes and files before this and is never reached here. A GET or
    // HEAD for one of the site's pages gets its prerendered HTML when the build has one (content
    // and critical CSS, hydrated in the browser), else the app shell, whatever the Accept header
    // says; any other address is not a page (`/.env`, `/no-such-page`): 404 with the site's Not
    // found page, so search engines and monitors read the truth.
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply.status(404).send({ message: 'Not found' });
      void reply.header('Cache-Control', 'no-cache');
      if (!path.extname(pathname) && isSitePage(pathname))
        return reply.sendFile(prerenderedFile(prerendered, pathname) ?? 'index.html', {
          cacheControl: false,
        });
      return reply.status(404).sendFile(NOT_FOUND_FILE, { cacheControl: false });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  }
}
