import { DEMO_SELLER, type Seller } from './platform/seller';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parsePartnerOrigins } from './partners';
import { parsePartnerWebhooks, type PartnerWebhook } from './partners';
import { usesRazorpay, type ShoppingOptions } from './payments/choice';
import { usesShiprocket, type ShippingOptions } from './shipping';
import { packageRoot } from './platform/paths';
import { NOT_FOUND_FILE, SITE_ROUTES_FILE } from './platform/siteRoutes';
import { RENDERER_ROUTES_FILE } from './platform/serverRendering';
import type { IceServer } from '@petverse/api/contract';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database and uploads live. */
  dataDir: string;
  /** A PostgreSQL URL; without it the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** The built site to serve at /, or undefined to serve the API only. */
  siteDir: string | undefined;
  /** The site's server bundle for pages rendered on request (SITE_RENDERER), if built. */
  siteRenderer: string | undefined;
  logLevel: string;
  jwtSecret: string | undefined;
  /** PUBLIC_URL: the site's address, for links in mail; default http://localhost:PORT. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  launchDate: Date | undefined;
  devOutbox: boolean;
  /** PETVERSE_DEV_CLOCK=1: a clock PUT /api/dev/clock moves (development and e2e only). */
  devClock: boolean;
  trustProxy: boolean | string | undefined;
  /** PARTNER_ORIGINS: comma-separated origins of partner sites (CORS on the public routes). */
  partnerOrigins: string[];
  /**
   * ICE_SERVERS: the STUN/TURN servers of the consultation room's calls, as JSON
   * (`[{"urls":"turn:turn.example.in:3478","username":"…","credential":"…"}]`); none by default,
   * which is all two browsers on one machine or one network need (docs/operations.md: coturn).
   */
  iceServers: IceServer[];
  /** PARTNER_WEBHOOKS: `origin|url|secret` per partner origin (partners/webhooks.ts). */
  partnerWebhooks: Map<string, PartnerWebhook>;
  /** The built back office to serve at /admin/ (ADMIN_DIR), or undefined. */
  adminDir: string | undefined;
  /** The built provider portal to serve at /pro/ (PRO_DIR), or undefined. */
  proDir: string | undefined;
  /** The built embed script to serve at /embed/ (EMBED_DIR), or undefined. */
  embedDir: string | undefined;
  /**
   * What the server would serve but was not built, one sentence each, for the start-up log
   * (`pnpm start` builds them all; a server started another way may lack one).
   */
  missingBuilds: string[];
  /** The seller on tax invoices: SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN, SELLER_STATE, INVOICE_PREFIX. */
  seller: Seller;
  /** Payments: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_API_URL, RAZORPAY_WEBHOOK_SECRET, PAYMENTS_SANDBOX_SECRET. */
  shopping: ShoppingOptions;
  /** Couriers: COURIER, SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_API_URL, COURIER_WEBHOOK_SECRET. */
  shipping: ShippingOptions;
}

export function loadConfig(given: NodeJS.ProcessEnv = process.env): ServerConfig {
  // A variable set to nothing (`DATA_DIR= pnpm start`, a script's unset variable) is not set: an
  // empty DATA_DIR once put a database in the current folder.
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== ''),
  );
  const root = packageRoot();
  const siteDir = env.SITE_DIR ?? path.resolve(root, '../site/dist');
  const siteRenderer = env.SITE_RENDERER ?? path.resolve(siteDir, '../dist-ssr/entry-server.js');
  const embedDir = env.EMBED_DIR ?? path.resolve(root, '../../packages/embed/dist');
  const adminDir = env.ADMIN_DIR ?? path.resolve(root, '../admin/dist');
  const proDir = env.PRO_DIR ?? path.resolve(root, '../pro/dist');
  const siteFiles = SITE_FILES.map((file) => path.join(siteDir, file));
  const siteBuilt = siteFiles.every((file) => existsSync(file));
  const embedFiles = EMBED_FILES.map((file) => path.join(embedDir, 'v1', file));
  const embedBuilt = embedFiles.every((file) => existsSync(file));
  const adminBuilt = existsSync(path.join(adminDir, 'index.html'));
  const proBuilt = existsSync(path.join(proDir, 'index.html'));
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const partnerOrigins = parsePartnerOrigins(env.PARTNER_ORIGINS);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.resolve(root, '../../data')),
    databaseUrl: env.DATABASE_URL || undefined,
    siteDir: siteBuilt ? siteDir : undefined,
    // The bundle and the list of what it renders, written together by the site's build.
    siteRenderer:
      existsSync(siteRenderer) &&
      existsSync(path.join(path.dirname(siteRenderer), RENDERER_ROUTES_FILE))
        ? siteRenderer
        : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    launchDate: parseLaunchDate(env.LAUNCH_DATE),
    devOutbox: env.PETVERSE_DEV_OUTBOX === '1',
    devClock: env.PETVERSE_DEV_CLOCK === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shopping: parseShopping(env),
    shipping: parseShipping(env),
    seller: parseSeller(env),
    partnerOrigins,
    iceServers: parseIceServers(env.ICE_SERVERS),
    partnerWebhooks: parsePartnerWebhooks(env.PARTNER_WEBHOOKS, partnerOrigins),
    embedDir: embedBuilt ? embedDir : undefined,
    adminDir: adminBuilt ? adminDir : undefined,
    proDir: proBuilt ? proDir : undefined,
    missingBuilds: [
      ...(siteBuilt
        ? []
        : [
            `No built site at ${siteFiles.filter((file) => !existsSync(file)).join(' and ')}: serving the API only, every page answers 404.`,
          ]),
      ...(embedBuilt
        ? []
        : [
            `No built partner script at ${embedFiles.filter((file) => !existsSync(file)).join(' and ')}: /embed/v1/petverse.js and /embed/v1/manifest.json answer 404, so partner pages (docs/partners.md) show nothing.`,
          ]),
      ...(adminBuilt
        ? []
        : [`No built back office at ${path.join(adminDir, 'index.html')}: /admin answers 404.`]),
      ...(proBuilt
        ? []
        : [`No built provider portal at ${path.join(proDir, 'index.html')}: /pro answers 404.`]),
    ],
  };
}

/**
 * The seller on tax invoices, from SELLER_* (all four, or none for the demo seller) and
 * INVOICE_PREFIX; a GSTIN is 15 characters: state code, PAN, entity, 'Z', check character.
 */
function parseSeller(env: NodeJS.ProcessEnv): Seller {
  const given = {
    name: env.SELLER_NAME?.trim(),
    address: env.SELLER_ADDRESS?.trim(),
    gstin: env.SELLER_GSTIN?.trim().toUpperCase(),
    state: env.SELLER_STATE?.trim(),
  };
  const prefix = env.INVOICE_PREFIX?.trim() || DEMO_SELLER.prefix;
  if (!/^[A-Z0-9]{1,6}$/.test(prefix))
    throw new Error(`INVOICE_PREFIX must be 1 to 6 letters or digits, got ${prefix}`);
  const set = Object.entries(given).filter(([, value]) => value);
  if (set.length === 0) return { ...DEMO_SELLER, prefix };
  if (set.length < 4)
    throw new Error(
      `Set all of SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN and SELLER_STATE, or none (the demo seller); missing: ${Object.entries(
        given,
      )
        .filter(([, value]) => !value)
        .map(([key]) => `SELLER_${key.toUpperCase()}`)
        .join(', ')}`,
    );
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(given.gstin!))
    throw new Error(
      `SELLER_GSTIN must be a 15-character GSTIN such as 27AAKCP1234F1Z5, got ${given.gstin}`,
    );
  return { ...(given as Omit<Seller, 'prefix'>), prefix };
}

/** What the server needs of a built site: the shell, its pages' addresses, the Not found page. */
const SITE_FILES = ['index.html', SITE_ROUTES_FILE, NOT_FOUND_FILE];

/** The embed's files partners ask for by name: the script and its manifest (SRI). */
const EMBED_FILES = ['petverse.js', 'manifest.json'];

function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `PUBLIC_URL must be the site's address, such as https://petverse.in, got ${value}`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https:// or http://, got ${value}`);
  return url.origin;
}

function parseLaunchDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new Error(`LAUNCH_DATE must be a date such as 2026-12-01, got ${value}`);
  return date;
}

function parseIceServers(value: string | undefined): IceServer[] {
  if (value === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('ICE_SERVERS must be JSON: [{"urls":"stun:…"}, …]');
  }
  const url = (u: unknown) => typeof u === 'string' && /^(stun|stuns|turn|turns):\S+$/.test(u);
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (server: unknown) =>
        !!server &&
        typeof server === 'object' &&
        (url((server as IceServer).urls) ||
          (Array.isArray((server as IceServer).urls) &&
            ((server as IceServer).urls as unknown[]).every(url))) &&
        ['username', 'credential'].every(
          (key) =>
            (server as Record<string, unknown>)[key] === undefined ||
            typeof (server as Record<string, unknown>)[key] === 'string',
        ),
    );
  if (!valid)
    throw new Error(
      'ICE_SERVERS must be a list of { urls: "stun:…" | "turn:…" | [...], username?, credential? }',
    );
  return parsed as IceServer[];
}

function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * Payments are explicit. Razorpay needs both its key id and secret. The sandbox (test payments,
 * no money moves) runs when PAYMENTS=sandbox, or when no keys are set outside production; a
 * production server without keys refuses to start rather than give goods away.
 */
/**
 * Whether the process runs as production (NODE_ENV). Read through a variable, never as
 * `process.env.NODE_ENV` literally: the server's bundle defines that literal as "production" so
 * that the React it bundles for mail is React's production build (tsup.config.ts).
 */
export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

function parseShopping(env: NodeJS.ProcessEnv): ShoppingOptions {
  const keyId = env.RAZORPAY_KEY_ID || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET || undefined;
  if (Boolean(keyId) !== Boolean(keySecret))
    throw new Error(
      'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (sandbox payments)',
    );
  const mode = env.PAYMENTS || undefined;
  if (mode !== undefined && mode !== 'sandbox' && mode !== 'razorpay')
    throw new Error(`PAYMENTS must be 'razorpay' or 'sandbox', got '${mode}'`);
  if (mode === 'razorpay' && !keyId)
    throw new Error('PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  if (!keyId && mode !== 'sandbox' && isProduction(env))
    throw new Error(
      'No payment provider: NODE_ENV=production without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET. Set the keys, or PAYMENTS=sandbox to take test payments only (no money moves).',
    );
  return {
    mode,
    razorpay:
      keyId && keySecret
        ? { keyId, keySecret, apiUrl: env.RAZORPAY_API_URL || undefined }
        : undefined,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    sandboxSecret: env.PAYMENTS_SANDBOX_SECRET || undefined,
  };
}

/** The start-up log line that names the payment provider (loud for the sandbox). */
export function describePayments(shopping: ShoppingOptions): {
  level: 'info' | 'warn';
  line: string;
} {
  if (usesRazorpay(shopping))
    return {
      level: 'info',
      line: `Payments: Razorpay (key ${shopping.razorpay.keyId}${shopping.razorpay.apiUrl ? `, API ${shopping.razorpay.apiUrl}` : ''})`,
    };
  return {
    level: 'warn',
    line: `Payments: SANDBOX — test payments only, no money moves (${shopping.mode === 'sandbox' ? 'PAYMENTS=sandbox' : 'no Razorpay keys'}). Orders are marked "Sandbox".`,
  };
}

/**
 * Couriers (issue 55, ADR 038). Shiprocket books when SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are
 * set, and then its webhooks must be signed (COURIER_WEBHOOK_SECRET). Otherwise the sandbox books
 * (fake air waybills, our own labels) — except in production, where no courier books unless
 * COURIER=sandbox asks for it: a sandbox label on a real parcel reaches nobody. Staff can always
 * ship by hand.
 */
function parseShipping(env: NodeJS.ProcessEnv): ShippingOptions {
  const email = env.SHIPROCKET_EMAIL || undefined;
  const password = env.SHIPROCKET_PASSWORD || undefined;
  if (Boolean(email) !== Boolean(password))
    throw new Error(
      'Set both SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or neither (sandbox courier)',
    );
  const mode = env.COURIER || undefined;
  if (mode !== undefined && mode !== 'sandbox' && mode !== 'shiprocket')
    throw new Error(`COURIER must be 'shiprocket' or 'sandbox', got '${mode}'`);
  if (mode === 'shiprocket' && !email)
    throw new Error('COURIER=shiprocket needs SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD');
  const webhookSecret = env.COURIER_WEBHOOK_SECRET || undefined;
  if (webhookSecret !== undefined && webhookSecret.length < 32)
    throw new Error('COURIER_WEBHOOK_SECRET must be at least 32 characters long');
  const options: ShippingOptions = {
    mode: mode ?? (!email && isProduction(env) ? 'off' : undefined),
    shiprocket:
      email && password
        ? {
            email,
            password,
            pickupLocation: env.SHIPROCKET_PICKUP_LOCATION || 'Primary',
            apiUrl: env.SHIPROCKET_API_URL || undefined,
          }
        : undefined,
    webhookSecret,
  };
  if (usesShiprocket(options) && !webhookSecret)
    throw new Error(
      'Shiprocket needs COURIER_WEBHOOK_SECRET (32+ characters): its tracking webhooks are signed with it',
    );
  return options;
}

/** The start-up log line that names the courier (loud for the sandbox and for none). */
export function describeShipping(shipping: ShippingOptions): {
  level: 'info' | 'warn';
  line: string;
} {
  if (usesShiprocket(shipping))
    return {
      level: 'info',
      line: `Couriers: Shiprocket (${shipping.shiprocket.email}, pickup location ${shipping.shiprocket.pickupLocation})`,
    };
  if (shipping.mode === 'off')
    return {
      level: 'warn',
      line: 'Couriers: none (NODE_ENV=production without SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD). Staff ship by hand; COURIER=sandbox books test shipments.',
    };
  return {
    level: 'warn',
    line: 'Couriers: SANDBOX — test air waybills and labels, no parcel is picked up. Set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD to book real couriers.',
  };
}
