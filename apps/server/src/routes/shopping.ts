import type { RateLimiter, RateRules } from '../lib/rateLimit';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import type { Auth } from '../lib/auth';
import type { PaymentProvider } from '../lib/payments/provider';
import { razorpayProvider } from '../lib/payments/razorpay';
import { loadSandboxSecret, sandboxProvider } from '../lib/payments/sandbox';
import { prescriptionStorage } from '../lib/prescriptions';
import type { ShoppingContext } from '../lib/shopping';
import type { UploadStorage } from '../lib/uploads';
import { cartRoutes } from './cart';
import { doctorCartRoutes } from './doctorCart';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { vetCartRoutes } from './vetCart';
import { wishlistRoutes } from './wishlist';

/** Shopping settings (see README: RAZORPAY_*, PAYMENTS_SANDBOX_SECRET). */
export interface ShoppingOptions {
  /** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (and RAZORPAY_API_URL): use Razorpay. */
  razorpay?: { keyId: string; keySecret: string; apiUrl?: string | undefined } | undefined;
  /** RAZORPAY_WEBHOOK_SECRET: turns on POST /product/razorpay/webhook. */
  webhookSecret?: string | undefined;
  /** PAYMENTS: 'sandbox' takes test payments even with Razorpay keys set. */
  mode?: 'sandbox' | 'razorpay' | undefined;
  /** PAYMENTS_SANDBOX_SECRET; without it one is generated once and kept in the database. */
  sandboxSecret?: string | undefined;
  /** A ready provider (tests); wins over the settings above. */
  provider?: PaymentProvider;
  /** Where prescriptions go; default `dataDir/prescriptions`. */
  prescriptions?: UploadStorage;
}

/**
 * Razorpay when its keys are set (and PAYMENTS is not 'sandbox'), else the sandbox. Which one
 * runs is decided in config.ts (a production server never falls back to the sandbox silently).
 */
export async function paymentProviderFor(
  options: ShoppingOptions,
  db: Database,
  dataDir: string | undefined,
): Promise<PaymentProvider> {
  if (options.provider) return options.provider;
  if (options.razorpay && options.mode !== 'sandbox') return razorpayProvider(options.razorpay);
  return sandboxProvider(await loadSandboxSecret(db, dataDir, options.sandboxSecret));
}

/** Carts, wishlist, orders and payments (issue 4). */
export const shoppingRoutes: FastifyPluginAsync<
  ShoppingOptions & {
    db: Database;
    auth: Auth;
    clock: () => Date;
    dataDir: string;
    limiter: RateLimiter;
    rateRules: RateRules;
  }
> = async (app, options) => {
  const ctx: ShoppingContext = {
    db: options.db,
    auth: options.auth,
    clock: options.clock,
    prescriptions:
      options.prescriptions ?? prescriptionStorage(path.join(options.dataDir, 'prescriptions')),
    payments: await paymentProviderFor(options, options.db, options.dataDir),
    webhookSecret: options.webhookSecret,
    limiter: options.limiter,
    rateRules: options.rateRules,
  };
  await app.register(cartRoutes, ctx);
  await app.register(wishlistRoutes, ctx);
  await app.register(vetCartRoutes, ctx);
  await app.register(doctorCartRoutes, ctx);
  await app.register(orderRoutes, ctx);
  await app.register(paymentRoutes, ctx);
};
