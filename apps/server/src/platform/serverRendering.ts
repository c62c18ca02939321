import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SHARED_STALE_MS, SHARED_TTL_MS, readCache } from './readCache';

/** What the site's server bundle (apps/site/dist-ssr/entry-server.js) gives the server. */
interface SiteRenderer {
  /**
   * The routes it renders on request, as path patterns (`/pet-product-page/:id`), each with the
   * query parameters its page reads (none: the page reads no query).
   */
  onRequestRoutes: ReadonlyArray<{ path: string; query?: readonly string[] }>;
  /** The whole document for an address of an on-request route (fetching through `fetch`). */
  renderOnRequest(
    url: string,
    fetch: typeof globalThis.fetch,
  ): Promise<{ status: 200 | 404; html: string } | undefined>;
  /** A pet parent's own pages the server renders with their session (ADR 030), as path patterns. */
  sessionRoutes: ReadonlyArray<{ path: string }>;
  /** The whole document for an address of a session route, for the token's owner; else nothing. */
  renderForSession(
    url: string,
    fetch: typeof globalThis.fetch,
    token: string,
  ): Promise<{ status: 200 | 404; html: string } | undefined>;
}

/**
 * The routes of the site's server bundle, written by the site's build next to it
 * (apps/site/scripts/prerender.mjs): the server routes them at start without loading the bundle.
 */
export const RENDERER_ROUTES_FILE = 'routes.json';
type RendererRoutes = Pick<SiteRenderer, 'onRequestRoutes' | 'sessionRoutes'>;
const pathsOf = (routes: RendererRoutes) =>
  JSON.stringify([routes.onRequestRoutes, routes.sessionRoutes].map((r) => r.map((x) => x.path)));

/**
 * The address a page is rendered and kept by: its path and, of its query, only the parameters
 * the page reads (`reads`, in that order, each with its values as given). Anything else an
 * address carries — an ad click's `fbclid`, `utm_*`, `?lang=` — changes nothing on the page, so
 * it is neither a new render nor a new entry in the cache (issue 56, item 6).
 */
function pageAddress(url: string, reads: readonly string[]): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** A route rendered on request: its path pattern and the query parameters its page reads. */
interface OnRequestRoute {
  path: string;
  reads: readonly string[];
}

/** A page rendered on request, as sent. */
export interface RenderedAnswer {
  status: 200 | 404;
  html: string;
}

export interface ServerRendering {
  /**
   * The pages rendered on request: path patterns (Fastify's syntax and React Router's) with the
   * query parameters each page reads.
   */
  routes: readonly OnRequestRoute[];
  /**
   * The page for an address (path and query) of `route`: from the cache, or rendered once for
   * everyone waiting. Kept and rendered by `pageAddress`: the parameters the page reads alone.
   */
  render(
    url: string,
    route: OnRequestRoute,
    remoteAddress: string,
  ): Promise<RenderedAnswer | undefined>;
  /** Drops every kept page (after staff change the catalogue). */
  clear(): void;
  /** The path patterns of a pet parent's pages rendered with their session (in both languages). */
  sessionRoutes: readonly string[];
  /**
   * A pet parent's page rendered for the session a login token belongs to, never kept (ADR 030);
   * nothing when the token is not one the API accepts.
   */
  renderForSession(
    url: string,
    remoteAddress: string,
    token: string,
  ): Promise<RenderedAnswer | undefined>;
}

export interface ServerRenderingOptions {
  /** How long a rendered page is served as it is. @default SHARED_TTL_MS, like the catalogue */
  ttlMs?: number;
  /**
   * How long past that an expired page is still sent while its next render runs, so no visitor
   * waits for it. @default SHARED_STALE_MS
   */
  staleMs?: number;
  /**
   * At most this many addresses kept (the oldest go first); addresses differing only in
   * parameters their page does not read are one (`pageAddress`). @default 500
   */
  maxPages?: number;
  clock?: () => number;
}

/**
 * The site's own API answered in process for the renderer: its fetch becomes `app.inject` (no
 * socket), from the visitor's address so per-address limits count them as theirs. Only the
 * session's bearer token goes with it, when the render has one (`renderForSession`).
 */
function fetchThrough(app: FastifyInstance, remoteAddress: string): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET') throw new TypeError('the page renderer only reads');
    const answer = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        ...(request.headers.has('authorization')
          ? { authorization: request.headers.get('authorization')! }
          : {}),
      },
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Renders the site's on-request pages (the store, the product pages) with its server bundle,
 * kept like the catalogue's answers (`readCache`): one render per address per `ttlMs`, shared by
 * everyone who asks meanwhile; once expired, the page is still sent for up to `staleMs` while one
 * render makes the next. The oldest addresses go beyond `maxPages`. A render that fails is not
 * kept (the caller sends the shell instead) and an expired page stays until one succeeds.
 *
 * The routes come from the build's `routes.json`; the bundle itself (~85 ms to import, issue 33
 * item 6) loads once the server listens, or at the first render if one comes sooner. A bundle
 * that fails to load is logged and asked for again at the next render: meanwhile every page is
 * the shell, whose page renders in the browser.
 */
export async function loadServerRendering(
  app: FastifyInstance,
  entry: string,
  options: ServerRenderingOptions = {},
): Promise<ServerRendering> {
  const {
    ttlMs = SHARED_TTL_MS,
    staleMs = SHARED_STALE_MS,
    maxPages = 500,
    clock = Date.now,
  } = options;
  const routes = JSON.parse(
    readFileSync(path.join(path.dirname(entry), RENDERER_ROUTES_FILE), 'utf8'),
  ) as RendererRoutes;
  let loading: Promise<SiteRenderer> | undefined;
  const site = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<SiteRenderer>).then(
      (bundle) => {
        // Both come from one build; a bundle built apart from its list renders only what both name.
        if (pathsOf(bundle) !== pathsOf(routes))
          app.log.error(
            `The site's server bundle (${entry}) and its ${RENDERER_ROUTES_FILE} name other routes: build the site again (pnpm build).`,
          );
        return bundle;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  app.addHook('onListen', async () => {
    void site().catch((err: unknown) =>
      app.log.error({ err }, "the site's server bundle did not load; pages are sent as the shell"),
    );
  });
  const pages = readCache<RenderedAnswer | undefined, string>({
    ttlMs,
    staleMs,
    maxEntries: maxPages,
    now: clock,
    // The first visitor's address fetches for the render (per-address limits count it as theirs).
    load: async (url, remoteAddress) =>
      (await site()).renderOnRequest(url, fetchThrough(app, remoteAddress)),
    onRefreshError: (err) => app.log.error({ err }, 'rendering the page again failed'),
  });
  return {
    // Each in Hindi too, under /hi (ADR 027).
    routes: routes.onRequestRoutes.flatMap(({ path, query = [] }) =>
      [path, `/hi${path}`].map((pattern) => ({ path: pattern, reads: query })),
    ),
    // The render sees the address it is kept by, so what it shows can only come from that.
    render: (url, route, remoteAddress) => pages.get(pageAddress(url, route.reads), remoteAddress),
    clear: () => pages.clear(),
    sessionRoutes: routes.sessionRoutes.flatMap(({ path }) => [path, `/hi${path}`]),
    renderForSession: async (url, remoteAddress, token) =>
      (await site()).renderForSession(url, fetchThrough(app, remoteAddress), token),
  };
}
