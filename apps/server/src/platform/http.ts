import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { constants as zlibConstants } from 'node:zlib';
import type { AppOptions } from '../appOptions';
import type { Database } from '../db/client';
import { registerPartnerAccess } from '../partners';
import { registerErrorHandling } from './errorHandler';
import { registerRateLimits } from './rateLimit';
import { earlyAnswerHeaders, registerSecurityHeaders } from './security';
import { registerNulGuard } from './rejectNul';
import { ignoreUnknownQueryParameters } from './queryStrings';
import { inlineScriptSources, prerenderedPages } from './prerendered';
import { logHooks } from './logging';
import { validatorsOnFirstUse } from './schemasOnFirstUse';
import { NOT_FOUND_FILE } from './siteRoutes';

/** The Fastify instance: its log, its schema compiler, its limits and its answer to a bad URL. */
export function createHttp(options: AppOptions): FastifyInstance {
  const { logLevel = 'info' } = options;
  const app = Fastify({
    logger:
      logLevel === false
        ? false
        : {
            level: logLevel,
            hooks: logHooks,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
          },
    ...(options.compileSchemas === 'on-first-use'
      ? { schemaController: { compilersFactory: { buildValidator: validatorsOnFirstUse() } } }
      : {}),
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        allErrors: false,
        // `errorMessage` on a property schema is the 400's message (platform/errorHandler.ts reads it).
        keywords: ['errorMessage'],
        verbose: true,
        // Checking each schema against JSON Schema's meta-schema compiles the meta-schema first:
        // ~120 ms of a new instance's first request. Our schemas are fixed code, and every server
        // test compiles them all at start with the check on, so a wrong one still fails there.
        validateSchema: options.compileSchemas !== 'on-first-use',
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A URL Fastify cannot even route (`/api/%ZZ`) is answered before any hook: same headers.
    frameworkErrors: (_error, _request, frameworkReply) => {
      void (frameworkReply as unknown as FastifyReply)
        .headers(earlyAnswerHeaders)
        .status(400)
        .send({ message: 'Bad request. Please check the address.' });
    },
  });

  if (options.onRoute) {
    const report = options.onRoute;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) report({ method, url: route.url });
    });
  }
  return app;
}

/**
 * What every answer goes through, before any route: security headers (the site's inline scripts
 * allowed by hash), compression, caching of personal answers, cookies, partners' CORS, the input
 * checks, errors, rate limits and the consultation room's socket. Returns the site's prerendered
 * pages (read once here for their inline scripts).
 */
export async function registerHttpBasics(
  app: FastifyInstance,
  {
    db,
    clock,
    siteDir,
    partnerOrigins,
  }: {
    db: Database;
    clock: () => Date;
    siteDir: string | undefined;
    partnerOrigins: readonly string[];
  },
): Promise<ReadonlyMap<string, string>> {
  // The built site's prerendered pages, and the inline script they carry (allowed by hash).
  const prerendered = siteDir ? prerenderedPages(siteDir) : new Map<string, string>();
  registerSecurityHeaders(app, {
    inlineScripts: siteDir
      ? inlineScriptSources(siteDir, new Map([...prerendered, ['404', NOT_FOUND_FILE]]))
      : [],
  });
  // Answers the browser may take compressed are: brotli preferred, gzip otherwise, above 1 KB.
  // Dynamic answers use a quick brotli level; the built site and embed script are compressed
  // once at build time at the best level and sent as they are (`preCompressed` below).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Whether an answer was compressed depends on Accept-Encoding, also when it was not (too
  // small, or a precompressed file sent by @fastify/static): caches must keep one per encoding.
  // Spelt as @fastify/compress spells it: it looks for its own token case-sensitively, and would
  // add it a second time after ours.
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('Vary');
    const value = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
    if (!/accept-encoding/i.test(value))
      reply.header('Vary', value ? `${value}, accept-encoding` : 'accept-encoding');
    return payload;
  });
  // Personal answers (anything a session asked for) are never kept by a proxy. A browser keeps
  // what it read as JSON (a cart, a page of orders) only to ask again with If-None-Match, for the
  // same session (Vary: Authorization); anything else personal it does not keep.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.userId) return payload;
    // JSON reads only: a personal file (a prescription, an invoice) is never kept on the device.
    const revalidated =
      request.method === 'GET' &&
      (reply.statusCode === 200 || reply.statusCode === 304) &&
      String(reply.getHeader('Content-Type') ?? '').startsWith('application/json');
    reply.header('Cache-Control', revalidated ? 'private, no-cache' : 'no-store');
    const vary = reply.getHeader('Vary');
    if (revalidated)
      reply.header('Vary', vary ? `${String(vary)}, authorization` : 'authorization');
    return payload;
  });
  // Cookies are read only where a route asks (platform/sessionCookie.ts), never on every request.
  await app.register(fastifyCookie, { hook: false });
  await registerPartnerAccess(app, partnerOrigins);
  // Before the other input checks: what a route does not name is never looked at.
  ignoreUnknownQueryParameters(app);
  registerNulGuard(app);
  registerErrorHandling(app);
  await registerRateLimits(app, db, clock);
  // Before any route: the consultation room's socket (a message is at most 64 KB: signalling and
  // chat are small; a photo goes over HTTP).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.decorateRequest('userId', '');
  // Never a token's version (they start at 0): a check against it without a verified token fails.
  app.decorateRequest('tokenVersion', -1);
  return prerendered;
}
