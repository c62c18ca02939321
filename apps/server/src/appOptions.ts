import type { IceServer } from '@petverse/api/contract';
import type { Database } from './db/client';
import type { Mailer } from './platform/mailer';
import type { Seller } from './platform/seller';
import type { JobQueue } from './platform/jobs';
import type { RateRules } from './platform/rateLimit';
import type { UploadStorage } from './platform/uploads';
import type { MovableClock } from './platform/devClock';
import type { ShoppingOptions } from './payments/choice';
import type { PartnerWebhook } from './partners';
import type { ShippingOptions } from './shipping';

/** What buildApp is given: main.ts reads it from the environment, tests write it. */
export interface AppOptions {
  db: Database;
  /**
   * When route schemas are compiled: all at start (the default: a schema that cannot compile
   * fails the start, and every test), or each on its route's first request (main.ts: a faster
   * restart, issue 33 item 6; platform/schemasOnFirstUse.ts).
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
