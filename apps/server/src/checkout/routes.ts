import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import type { Auth } from '../accounts/auth';
import type { ShoppingOptions } from '../payments/choice';
import type { PaymentProvider } from '../payments/provider';
import { prescriptionStorage } from './prescriptions';
import type { RateRules } from '../platform/rateLimit';
import type { ShopEvents } from '../mail/events';
import type { ShoppingContext } from './context';
import { buyAgainRoutes } from './buyAgainRoutes';
import { cartRoutes } from './cartRoutes';
import { couponRoutes } from '../coupons/routes';
import { doctorCartRoutes } from '../services/doctorCartRoutes';
import { orderRoutes } from '../orders/routes';
import { paymentRoutes } from '../payments/routes';
import { vetCartRoutes } from './vetCartRoutes';
import { wishlistRoutes } from './wishlistRoutes';

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
