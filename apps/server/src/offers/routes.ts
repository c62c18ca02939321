import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AvailableCouponsResponse, OffersResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import type { Auth } from '../accounts/auth';
import { freeDeliveryFrom } from '../checkout/deliverySettings';
import { availableTo, publicCoupons, toOfferCoupon } from './offers';

export interface OfferRoutesOptions {
  db: Database;
  auth: Auth;
  clock: () => Date;
}

/**
 * What buyers are offered (issue 55 item 6, ADR 039): the public coupons and the free-delivery
 * threshold for anyone (the offers page, the cart), and the public coupons a signed-in buyer may
 * still use (payment's "Coupons you can use").
 */
export const offerRoutes: FastifyPluginAsyncTypebox<OfferRoutesOptions> = async (
  app,
  { db, auth, clock },
) => {
  app.get('/offers', async (_request, reply): Promise<OffersResponse> => {
    const now = clock();
    const [rows, freeFrom] = await Promise.all([publicCoupons(db, now), freeDeliveryFrom(db)]);
    // Revalidated every time (the ETag answers 304): an owner's change shows at once.
    void reply.header('Cache-Control', 'no-cache');
    return { coupons: rows.map(toOfferCoupon), freeDeliveryFrom: freeFrom };
  });

  app.get(
    '/coupons/available',
    { onRequest: auth.requireUser },
    async (request): Promise<AvailableCouponsResponse> => ({
      coupons: (await availableTo(db, request.userId, clock())).map(toOfferCoupon),
    }),
  );
};
