import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COUPON_MESSAGES, paiseToRupees, saying, type CouponQuote } from '@petverse/api/contract';
import { priceOrder } from '../checkout/pricing';
import { applyCoupon, subtotalOf } from './coupons';
import { couponBoxLimit } from '../platform/rateLimit';
import { couponCodeSchema, shippingTypeSchema } from '../platform/schemas';
import type { ShoppingContext } from '../checkout/context';

/**
 * The checkout's coupon field (issue 38): what a code takes off the carts as they are, or why it
 * cannot be used. Only the code is sent; the order is priced again, the same way, when it is made.
 */
export const couponRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  { db, auth, clock, rateRules },
) => {
  app.post(
    '/product/coupon',
    {
      onRequest: auth.requireUser,
      config: { rateLimit: couponBoxLimit(rateRules) },
      schema: {
        body: Type.Object({ code: couponCodeSchema, shippingType: shippingTypeSchema }),
      },
    },
    async (request): Promise<CouponQuote> => {
      const { code, shippingType } = request.body;
      const priced = await applyCoupon(
        db,
        request.userId,
        await priceOrder(db, request.userId, undefined, shippingType),
        code,
        clock(),
      );
      const discount = paiseToRupees(priced.coupon.discountPaise);
      return {
        code: priced.coupon.code,
        subtotal: paiseToRupees(subtotalOf(priced)),
        discount,
        shipping: paiseToRupees(priced.shippingPaise),
        total: paiseToRupees(priced.totalPaise),
        ...saying(COUPON_MESSAGES.applied(priced.coupon.code, discount)),
      };
    },
  );
};
