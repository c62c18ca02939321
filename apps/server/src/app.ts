import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { CHAT_PHOTO_NAME_PATTERN, type IceServer } from '@petverse/api/contract';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import { constants as zlibConstants } from 'node:zlib';
import type { Database } from './db/client';
import { isProduction } from './config';
import { createAuth, loadSigningSecret } from './lib/auth';
import type { AccountsContext } from './lib/context';
import { registerErrorHandling } from './lib/errorHandler';
import { healthRoutes } from './lib/databaseOutage';
import { createMailer, type Mailer } from './lib/mailer';
import { DEMO_SELLER, type Seller } from './lib/seller';
import { createJobQueue, type JobQueue } from './lib/jobs';
import { startMailWorker, type ShopEvents } from './lib/orderEvents';
import { startWebhookWorker, type PartnerWebhook } from './partners';
import { DEFAULT_RATE_RULES, counter, registerRateLimits, type RateRules } from './lib/rateLimit';
import { earlyAnswerHeaders, registerSecurityHeaders } from './lib/security';
import { registerNulGuard } from './lib/rejectNul';
import { ignoreUnknownQueryParameters } from './lib/queryStrings';
import { registerPartnerAccess } from './lib/partners';
import { prescriptionName } from './lib/prescriptions';
import { inlineScriptSources, prerenderedFile, prerenderedPages } from './lib/prerendered';
import { logHooks } from './lib/logging';
import { validatorsOnFirstUse } from './lib/schemasOnFirstUse';
import { loadServerRendering } from './lib/serverRendering';
import { appPages, NOT_FOUND_FILE, sitePages } from './lib/siteRoutes';
import { decideLocale, LOCALE_COOKIE } from './lib/siteLocale';
import { sessionToken } from './lib/sessionCookie';
import {
  databaseStorage,
  diskStorage,
  FORM_FILE_NAME_PATTERN,
  type UploadStorage,
} from './lib/uploads';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { devClockRoutes, devRoutes } from './routes/dev';
import type { MovableClock } from './lib/devClock';
import { formRoutes } from './routes/forms';
import { mediaRoutes } from './routes/media';
import { petRoutes } from './routes/pets';
import { catalogueLists, productReads, productRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { returnRoutes } from './returns';
import { startSubscriptionWorker, subscriptionRoutes } from './subscriptions';
import { searchReads, searchRoutes, similarReads } from './routes/search';
import { paymentProviderFor, type ShoppingOptions } from './lib/payments/choice';
import { shoppingRoutes } from './routes/shopping';
import { adminRoutes } from './routes/admin/index';
import type { AdminContext } from './routes/admin/context';
import { createStaffAuth } from './lib/staff';
import { doctorRoutes } from './routes/doctors';
import { pincodeRoutes } from './routes/pincode';
import { groomingRoutes } from './routes/grooming';
import { lifestyleRoutes } from './routes/lifestyle';
import { uploadRoutes } from './routes/uploads';
import { mailRoutes } from './routes/mail';
import { createProviderAuth, providersPlugin } from './providers';
import { DOSE_CHECK, doseStillDue, petRecordRoutes } from './petRecords';
import { consultationRoutes } from './consultations';
import { pharmacyRoutes } from './pharmacy';
import { courierFor, shippingRoutes, type ShippingOptions } from './shipping';
import { offerRoutes } from './offers';

export interface AppOptions {
  db: Database;
  /**
   * When route schemas are compiled: all at start (the default: a schema that cannot compile
   * fails the start, and every test), or each on its route's first request (main.ts: a faster
   * restart, issue 33 item 6; lib/schemasOnFirstUse.ts).
   */
  compileSchemas?: 'at-start' | 'on-first-use';
  /** The built site, served at / with the SPA fallback; undefined serves the API only. */
  siteDir?: string | undefined;
  /**
   * The site's server bundle (apps/site/dist-ssr/entry-server.js): the store and product pages
   * are rendered with it on request. Without it they get the app shell, like any other route.
   */
  siteRenderer?: string | undefined;
  /** Pino level, or false for no request log (tests). */
  logLevel?: string | false;
  /** Where the log goes (standard output unless given; tests read it). */
  logStream?: { write(line: string): void };
  /** Where uploads (`uploads/`) and the generated token signing key (`jwt-secret`) live. */
  dataDir: string;
  /**
   * Keep uploads in the database (stored_files) instead of dataDir: set when DATABASE_URL is,
   * so every instance on that database serves every upload.
   */
  sharedFiles?: boolean;
  /** The token signing key (JWT_SECRET); without it one is generated once and kept in the database. */
  jwtSecret?: string | undefined;
  /** SMTP_URL: mail goes out by SMTP; without it, into the local outbox (and the log). */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of SMTP mail. */
  mailFrom?: string | undefined;
  /** LAUNCH_DATE: the coming-soon counter counts down to it; without it the counter says 30 days. */
  launchDate?: Date | undefined;
  /** PUBLIC_URL: the site's address in links the server mails (staff invitations). */
  publicUrl?: string | undefined;
  /** PETVERSE_DEV_OUTBOX=1: registers GET /api/dev/outbox (development and e2e tests only). */
  devOutbox?: boolean;
  /** PETVERSE_DEV_CLOCK=1: the app's clock, movable by PUT /api/dev/clock (development, e2e). */
  devClock?: MovableClock;
  /** "Now"; tests move it to expire codes and tokens. */
  clock?: () => Date;
  /** The rate limits (login, code requests, sign-ups, forms, uploads); tests lower them. */
  rateLimits?: Partial<RateRules>;
  /**
   * TRUST_PROXY: whose X-Forwarded-For to believe for the client address (rate limits, logs):
   * true, or addresses/CIDRs/`loopback,linklocal,uniquelocal` of the proxy. By default nobody's:
   * a client that rotates the header must not escape the per-address limits.
   */
  trustProxy?: boolean | string;
  /** PARTNER_ORIGINS: the partner sites whose pages may show our catalogue and forms. */
  partnerOrigins?: readonly string[];
  /** STUN/TURN servers the consultation room's calls may use (ICE_SERVERS); none by default. */
  iceServers?: IceServer[];
  /** PARTNER_WEBHOOKS: where each partner's registrations are posted, signed (partners/webhooks.ts). */
  partnerWebhooks?: ReadonlyMap<string, PartnerWebhook>;
  /** The built back office (`apps/admin/dist`), served at /admin/; undefined serves none. */
  adminDir?: string | undefined;
  /** The built provider portal (`apps/pro/dist`), served at /pro/; undefined serves none. */
  proDir?: string | undefined;
  /** The built embed script (`packages/embed/dist`), served at /embed/; undefined serves none. */
  embedDir?: string | undefined;
  /** Replacements for tests or other deployments. */
  mailer?: Mailer;
  /** The job queue (default: pg-boss on `db`, installed and started here). */
  jobs?: JobQueue;
  /**
   * Whether this instance sends the queued mail (default true). Tests that do not look at mail
   * leave it off, so their outbox holds only what they asked for.
   */
  mailWorker?: boolean;
  /** Whether this instance renews subscriptions and writes their reminders (default true). */
  subscriptionWorker?: boolean;
  /** How often this instance looks for subscriptions due (default 60 s; tests shorten it). */
  subscriptionSweepMs?: number;
  /**
   * How often consultations whose room closed with no doctor are refunded (issue 53 item 4);
   * 0: never. @default 60 s with the subscription worker, else 0
   */
  absenceSweepMs?: number;
  /** The seller on tax invoices (SELLER_* in the environment; a demo company by default). */
  seller?: Seller;
  storage?: UploadStorage;
  /** Where registration-form documents go (default `dataDir/form-files`); never served. */
  formStorage?: UploadStorage;
  /** Carts, orders and payments: Razorpay keys, webhook and sandbox secrets (issue 4). */
  shopping?: ShoppingOptions;
  /** Couriers: Shiprocket's credentials, the sandbox, the tracking webhook's secret (issue 55). */
  shipping?: ShippingOptions;
  /** Told of every route as it is registered (tests walk every route with bad input). */
  onRoute?: (route: { method: string; url: string }) => void;
}

/** Files of the built site the server reads or sends in place of a page, not addresses. */
const serverOnly = (pathname: string) =>
  /^\/(?:prerendered\/|site-routes\.json|not-found\.html)/.test(pathname);

/**
 * Files @fastify/static makes no route of (with `wildcard: false` it makes a GET and a HEAD route
 * for every file at start): the precompressed twins (`.br`, `.gz`), which it finds beside the file
 * a route serves (`preCompressed`), and the site's prerendered pages, which the server sends for
 * their page's address, never at their own. Two routes for every built file instead of six.
 */
const NO_ROUTE_OF = ['**/*.br', '**/*.gz', 'prerendered/**', 'assets/**'];

const isPrecompressedTwin = (pathname: string) => /\.(?:br|gz)$/.test(pathname);

/**
 * A build's hashed files (`assets/`, most of its files) by one wildcard route, looked up when
 * asked (a `stat`, as every file sent costs), instead of a GET and a HEAD route each made at start
 * (issue 33 item 6: the site's and the back office's ~470 files took ~0.3 s of every start to list
 * and route). A missing one falls to the not-found handler; a precompressed twin is never sent at
 * its own name. Its other files keep their routes (`NO_ROUTE_OF` leaves `assets/` out).
 */
async function serveHashedAssets(app: FastifyInstance, root: string, prefix: string) {
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

/** Builds the HTTP app: the API under /api and the site at /. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {
    db,
    siteDir,
    logLevel = 'info',
    dataDir,
    clock = options.devClock?.now ?? (() => new Date()),
  } = options;
  /** One kind of upload: in the database when shared, else in its folder of dataDir. */
  const files = (bucket: string, names?: RegExp) =>
    options.sharedFiles
      ? databaseStorage(db, bucket, names)
      : diskStorage(path.join(dataDir, bucket), names);
  const auth = createAuth({
    db,
    clock,
    secret: await loadSigningSecret(db, dataDir, options.jwtSecret),
  });
  // Mail, invoices and reminders: jobs written in the transaction of the change that causes them.
  const jobs =
    options.jobs ??
    createJobQueue(db, {
      log: { error: (object, message) => app.log.error(object, message) },
    });
  await jobs.install();
  const events: ShopEvents = {
    jobs,
    seller: options.seller ?? DEMO_SELLER,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    clock,
    sign: auth.keyedHash,
  };
  const accounts: AccountsContext = {
    db,
    clock,
    auth,
    events,
    storage: options.storage ?? files('uploads'),
    rateRules: { ...DEFAULT_RATE_RULES, ...options.rateLimits },
    mailer:
      options.mailer ??
      createMailer({
        db,
        smtpUrl: options.smtpUrl,
        from: options.mailFrom,
        production: isProduction(),
        clock,
      }),
  };

  // One payment provider for the whole server, named in the log at start (see main.ts).
  const payments = await paymentProviderFor(options.shopping ?? {}, db, dataDir);
  const { courier, webhookSecret: courierWebhookSecret } = await courierFor(
    options.shipping ?? {},
    { db, publicUrl: events.publicUrl, seller: events.seller, clock },
  );

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
        // `errorMessage` on a property schema is the 400's message (lib/errorHandler.ts reads it).
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
  // Cookies are read only where a route asks (lib/sessionCookie.ts), never on every request.
  await app.register(fastifyCookie, { hook: false });
  await registerPartnerAccess(app, options.partnerOrigins ?? []);
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

  const formFiles = options.formStorage ?? files('form-files', FORM_FILE_NAME_PATTERN);
  /** Drops the pages rendered on request (set below once the site's renderer is loaded). */
  let pagesChanged = () => {};
  await app.register(
    async (api) => {
      // An API answer may be kept only where its route says so (the catalogue, art, pincodes
      // set their own Cache-Control): every other one — a login's or sign-up's token, a reset,
      // an error — is kept by no browser or proxy, whether or not a route remembered.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      // Every answer carries a validator (a hash of its body, unless its route set one from
      // its data's version: lib/validators.ts); If-None-Match with it is answered 304. Weak:
      // the same JSON compressed or not is the same answer. Before compression, which runs last.
      await api.register(fastifyEtag, { weak: true });
      // Products, their similar ones and searches are kept a few seconds per instance; a
      // review's new rating drops them.
      const productsById = productReads(db, Date.now, clock);
      const similar = similarReads(db);
      const searches = searchReads(db, () => clock().getTime());
      const lists = catalogueLists(db, app.log);
      // The data folder takes writes when uploads live in it (not with a shared database).
      await api.register(healthRoutes, { db, dataDir: options.sharedFiles ? null : dataDir });
      await api.register(productRoutes, { db, productsById, lists });
      await api.register(mediaRoutes, { db });
      await api.register(authRoutes, accounts);
      await api.register(petRoutes, { ...accounts, launchDate: options.launchDate });
      await api.register(petRecordRoutes, {
        ...accounts,
        documents: files('pet-documents', prescriptionName),
      });
      await api.register(addressRoutes, accounts);
      await api.register(uploadRoutes, { storage: accounts.storage });
      await api.register(formRoutes, {
        db,
        storage: formFiles,
        rateRules: accounts.rateRules,
        events,
        webhooks: options.partnerWebhooks ?? new Map(),
      });
      const prescriptions =
        options.shopping?.prescriptions ?? files('prescriptions', prescriptionName);
      await api.register(shoppingRoutes, {
        ...options.shopping,
        events,
        provider: payments,
        prescriptions,
        db,
        auth: accounts.auth,
        clock,
        dataDir,
        rateRules: accounts.rateRules,
      });
      await api.register(returnRoutes, {
        db,
        auth: accounts.auth,
        clock,
        storage: accounts.storage,
        rateRules: accounts.rateRules,
        events,
      });
      await api.register(subscriptionRoutes, { db, auth: accounts.auth, events });
      await api.register(offerRoutes, { db, auth: accounts.auth, clock });
      await api.register(shippingRoutes, {
        db,
        events,
        courier,
        webhookSecret: courierWebhookSecret,
      });
      await api.register(searchRoutes, { db, similar, searches });
      await api.register(reviewRoutes, {
        db,
        auth: accounts.auth,
        clock,
        onRatingChanged: () => {
          productsById.clear();
          similar.clear();
          searches.clear();
        },
      });
      await api.register(doctorRoutes, { db });
      await api.register(pincodeRoutes, { clock });
      await api.register(groomingRoutes, { db, auth: accounts.auth, clock, payments, events });
      // This instance's rendered listing pages go at once; other instances' within their time
      // to live (SHARED_TTL_MS and SHARED_STALE_MS).
      await api.register(lifestyleRoutes, {
        db,
        auth: accounts.auth,
        changed: () => pagesChanged(),
      });
      await api.register(mailRoutes, { db, events });
      const staffAuth = createStaffAuth({ db, clock });
      const providerAuth = createProviderAuth({ db, clock });
      await api.register(providersPlugin, {
        db,
        clock,
        staffAuth,
        auth: accounts.auth,
        providerAuth,
        events,
        payments,
        mailer: accounts.mailer,
        rateRules: accounts.rateRules,
        publicUrl: events.publicUrl,
        storage: accounts.storage,
      });
      await api.register(consultationRoutes, {
        db,
        clock,
        auth: accounts.auth,
        providerAuth,
        iceServers: options.iceServers ?? [],
        photos: files('consultation-photos', new RegExp(CHAT_PHOTO_NAME_PATTERN)),
        rateRules: accounts.rateRules,
        events,
        payments,
        absenceSweepMs:
          options.absenceSweepMs ?? ((options.subscriptionWorker ?? true) ? 60_000 : 0),
      });
      await api.register(pharmacyRoutes, { db, auth: accounts.auth });
      if (options.devOutbox) await api.register(devRoutes, { db });
      if (options.devClock) await api.register(devClockRoutes, { clock: options.devClock });
      const backOffice: AdminContext = {
        db,
        clock,
        staffAuth,
        mailer: accounts.mailer,
        rateRules: accounts.rateRules,
        payments,
        courier,
        pictures: accounts.storage,
        formFiles: formFiles,
        prescriptions,
        publicUrl: events.publicUrl,
        events,
        partners: {
          origins: options.partnerOrigins ?? [],
          webhooks: options.partnerWebhooks ?? new Map(),
        },
        // This instance's kept catalogue answers and pages go at once; other instances' within
        // their time to live (CATALOGUE_TTL_MS, and the rendered pages' own).
        catalogueChanged: () => {
          productsById.clear();
          similar.clear();
          searches.clear();
          lists.clear();
          pagesChanged();
        },
      };
      await api.register((scope) => adminRoutes(scope, backOffice), { prefix: '/admin' });
      api.setNotFoundHandler((request, reply) => {
        void reply
          .status(404)
          .send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
      });
    },
    { prefix: '/api' },
  );

  if (options.embedDir) {
    // `/embed/v1/petverse.js` keeps its name across releases (a day's cache, revalidated);
    // the chunks it loads are named by their content, and each release's single file
    // (`/embed/v0.1.0/petverse.js`) by its version: those never change, cached for a year.
    await app.register(fastifyStatic, {
      root: options.embedDir,
      prefix: '/embed/',
      decorateReply: !siteDir,
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
      pagesChanged = () => rendering.clear();
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
        accounts.rateRules.sessionRendersPerAddress,
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

  // The queue stops with the app (a job being sent finishes first, for up to 5 s).
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  if (options.mailWorker ?? true)
    await startMailWorker(events, {
      db,
      mailer: accounts.mailer,
      log: app.log,
      checks: { [DOSE_CHECK]: doseStillDue },
    });
  // Subscriptions' deliveries and reminders (ADR 024): swept every minute, renewed by the queue.
  if (options.subscriptionWorker ?? true) {
    const stopSweep = await startSubscriptionWorker(
      { db, events, payments, log: app.log },
      options.subscriptionSweepMs ?? 60_000,
    );
    app.addHook('onClose', async () => stopSweep());
  }
  if (options.partnerWebhooks?.size)
    await startWebhookWorker(jobs, {
      db,
      webhooks: options.partnerWebhooks,
      clock,
      log: app.log,
    });
  return app;
}

/**
 * The back office (issue 31) at /admin: its hashed assets cached for a year, and every page the
 * app shell (the sign-in page prerendered), revalidated on each visit. Never indexed.
 */
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
