import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import type { Auth } from '../lib/auth';
import type { ShoppingOptions } from '../lib/payments/choice';
import type { PaymentProvider } from '../lib/payments/provider';
import { prescriptionStorage } from '../lib/prescriptions';
import type { RateRules } from '../lib/rateLimit';
import type { ShopEvents } from '../lib/orderEvents';
import type { ShoppingContext } from '../lib/shopping';
import { buyAgainRoutes } from './buyAgain';
import { cartRoutes } from './cart';
import { couponRoutes } from './coupons';
import { doctorCartRoutes } from './doctorCart';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { vetCartRoutes } from './vetCart';
import { wishlistRoutes } from './wishlist';

/** Carts, wishlist, orders and payments (issue 4). */
export const shoppingRoutes: FastifyPluginAsync<
  ShoppingOptions & {
    /** The server's one payment provider (app.ts chooses it). */
    provider: PaymentProvider;
    db: Database;
    auth: Auth;
    clock: () => Date;
    dataDir: string;
    rateRules: RateRules;
    events: ShopEvents;
  }
> = async (app, options) => {
  const ctx: ShoppingContext = {
    db: options.db,
    auth: options.auth,
    clock: options.clock,
    prescriptions:
      options.prescriptions ?? prescriptionStorage(path.join(options.dataDir, 'prescriptions')),
    payments: options.provider,
    webhookSecret: options.webhookSecret,
    rateRules: options.rateRules,
    events: options.events,
  };
  await app.register(cartRoutes, ctx);
  await app.register(wishlistRoutes, ctx);
  await app.register(vetCartRoutes, ctx);
  await app.register(doctorCartRoutes, ctx);
  await app.register(orderRoutes, ctx);
  await app.register(paymentRoutes, ctx);
  await app.register(couponRoutes, ctx);
  await app.register(buyAgainRoutes, ctx);
};
