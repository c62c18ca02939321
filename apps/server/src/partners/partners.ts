import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { HttpError } from '../platform/errors';

/**
 * The paths partner pages may call from their own origin: the catalogue and its art, the
 * registration forms, and the embed script. Everything else (auth, carts, orders, payments,
 * uploads of a user) stays same-origin: a partner page never talks to a per-user route.
 */
const PARTNER_READS = [
  /^\/api\/product\/getall-product$/,
  /^\/api\/product\/get-productById\/[^/]+$/,
  /^\/api\/product\/search$/,
  /^\/api\/product\/similar\/[^/]+$/,
  /^\/api\/media\/[^?]+$/,
];
const PARTNER_WRITES = [/^\/api\/forms\/[^/]+$/, /^\/api\/application\/apply$/];
/**
 * The same paths as routes are declared, for their preflights (OPTIONS). A partner route without
 * its own here stops the server at start-up (`registerPartnerAccess`).
 */
const PARTNER_ROUTES = [
  '/api/product/getall-product',
  '/api/product/get-productById/:id',
  '/api/product/search',
  '/api/product/similar/:id',
  '/api/media/art/p/:file',
  '/api/media/art/:name',
  '/api/forms/:formKey',
  '/api/application/apply',
];

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The embed script and its chunks. */
export const isEmbedAsset = (url: string) => pathOf(url).startsWith('/embed/');

/** Whether partners may read this path (GET, HEAD). */
export const isPartnerRead = (url: string) => PARTNER_READS.some((re) => re.test(pathOf(url)));
/** Whether partners may post to this path (registration-form submissions). */
export const isPartnerWrite = (url: string) => PARTNER_WRITES.some((re) => re.test(pathOf(url)));

/**
 * PARTNER_ORIGINS: comma-separated origins (`https://partner.example`), normalised; empty or
 * unset means no partner. A malformed entry stops the server with a message naming it.
 */
export function parsePartnerOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(
          `PARTNER_ORIGINS: "${entry}" is not an origin such as https://partner.example`,
        );
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin === 'null')
        throw new Error(`PARTNER_ORIGINS: "${entry}" must be an http(s) origin`);
      return url.origin;
    });
}

/** The Origin header when it names another site than the one answering, else undefined. */
export function foreignOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin ?? undefined;
  try {
    return new URL(origin).host === request.host ? undefined : origin;
  } catch {
    return origin;
  }
}

class OriginRefused extends HttpError {
  constructor(origin: string, partner: boolean) {
    super(
      403,
      partner
        ? // A listed partner calling what partners are not given (a per-user route, a write
          // that is not a form): say what partners may use, not that it is not a partner.
          `Partner sites may read the catalogue and send registration forms; ${origin} cannot call this route from the browser.`
        : `${origin} is not a Petverse partner site. Ask Petverse to add it to the partner origins.`,
    );
  }
}

const safe = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Opens the partner paths to the listed origins with CORS (never with credentials) and refuses
 * any other cross-site request before it reaches a route: a foreign page cannot post a form it
 * was not allowed to, nor send a stolen token to a per-user route. The browser's own same-origin
 * calls and server-to-server calls (no Origin header, e.g. the payment webhook) pass as before.
 *
 * @fastify/cors decides per route, from the route's `config.cors`, which this sets as each route
 * is declared: the partner reads and writes reflect a partner origin, the embed's files are open
 * to every page, and every other route is closed (`false`, which the plugin skips at once). A
 * preflight reaches the route declared for its path and method OPTIONS (PARTNER_ROUTES), or the
 * plugin's catch-all, which is closed. Deciding per request instead (a delegator) made the plugin
 * rebuild its options on every request: ~13–19 µs of a 57 µs cached read (bench/HISTORY.md).
 */
export async function registerPartnerAccess(
  app: FastifyInstance,
  partnerOrigins: readonly string[],
): Promise<void> {
  const allowed = new Set(partnerOrigins);
  const partnerOrigin = (
    origin: string | undefined,
    callback: (error: Error | null, origin: string | false) => void,
  ) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false);
  // The embed script is public static code: any page may load it (and check it with SRI); what
  // it may then call is decided per origin.
  const rules = {
    script: { origin: '*', methods: ['GET', 'HEAD'] },
    reads: { origin: partnerOrigin, methods: ['GET', 'HEAD'] },
    writes: { origin: partnerOrigin, methods: ['POST'] },
  };
  const partnerRoutes = new Set<string>();
  const preflights = new Set<string>();
  /** A route's CORS as it is declared: the rule it opens to, or false. */
  const ruleFor = (url: string, methods: string[]) => {
    const preflight = methods.includes('OPTIONS');
    if (isEmbedAsset(url)) return methods.every(safe) && rules.script;
    if (isPartnerRead(url)) return (preflight || methods.every(safe)) && rules.reads;
    if (isPartnerWrite(url))
      return (preflight || methods.every((m) => m === 'POST')) && rules.writes;
    return false;
  };
  // Catalogue art and the embed's files may be used by pages on other sites.
  const crossOriginResource: onSendHookHandler = (_request, reply, payload, done) => {
    void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const { url } = route;
    const methods = [route.method].flat();
    const rule = ruleFor(url, methods);
    // @fastify/cors reads `config.cors` (its route-level options) but does not declare it.
    route.config = { ...route.config, cors: rule } as typeof route.config;
    if (rule && rule !== rules.script)
      (methods.includes('OPTIONS') ? preflights : partnerRoutes).add(url);
    if (isEmbedAsset(url) || (isPartnerRead(url) && !url.startsWith('/api/product/')))
      route.onSend = [route.onSend ?? []].flat().concat(crossOriginResource);
  });
  app.addHook('onReady', async () => {
    const missing = [...partnerRoutes].filter((url) => !preflights.has(url));
    if (missing.length)
      throw new Error(`partner routes without a preflight route: ${missing.join(', ')}`);
  });

  await app.register(cors, {
    hook: 'onRequest',
    origin: false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept'],
    exposedHeaders: [],
    maxAge: 600,
  });
  // A partner's preflight is answered by the plugin's hook; any other ends here, as not found.
  for (const url of PARTNER_ROUTES) app.options(url, (_request, reply) => reply.callNotFound());

  // A request the CORS rules did not open, coming from a foreign page, is refused here with a
  // clear message (and no CORS grant) rather than carried out with an unreadable answer.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const origin = foreignOrigin(request);
    if (origin === undefined) return;
    const partner = allowed.has(origin);
    const safe = request.method === 'GET' || request.method === 'HEAD';
    if (partner && (safe ? isPartnerRead(request.url) : isPartnerWrite(request.url))) return;
    // Reads of the site's pages and of the embed script stay open to everyone.
    if (safe && !request.url.startsWith('/api/')) return;
    throw new OriginRefused(origin, partner);
  });

  // Lets the embed tell a page that is not (yet) a partner why it shows nothing, instead of
  // failing on an unreadable CORS error. Whether an origin is a partner is not a secret.
  app.get('/embed/v1/access', async (request, reply) => {
    const origin = foreignOrigin(request);
    void reply.header('Cache-Control', 'no-store');
    return { origin: origin ?? null, allowed: origin === undefined || allowed.has(origin) };
  });
}

/** The partner origin a submission came from, if any (already checked by the access hook). */
export const partnerOriginOf = (request: FastifyRequest): string | null =>
  foreignOrigin(request) ?? null;
