import { rememberLocale } from '../platform/userLocale';
import { randomUUID } from 'node:crypto';
import {
  addressIdSchema,
  oneOf,
  paymentProof,
  providerIdSchema,
  shippingTypeSchema,
  uuidSchema,
  couponCodeSchema,
} from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import {
  CURRENCY,
  paiseToRupees,
  type CreatePaymentOrderResponse,
  type PaymentConfigResponse,
  type VerifyPaymentResponse,
} from '@petverse/api/contract';
import { paymentOrders } from './tables';
import { addressSnapshot, holdCheckout } from '../checkout/checkout';
import { priceOrder, selectionSchema } from '../checkout/pricing';
import { orderById } from '../orders/orderAnswer';
import { applyCoupon } from '../coupons/coupons';
import { pruneHolds, releaseHolds } from '../checkout/holds';
import { badRequest, notFound, notYours } from '../platform/errors';
import { couponTries } from '../platform/rateLimit';
import { createGroomingPaymentOrder } from '../services/grooming';
import { asSandbox, type ShoppingContext } from '../checkout/context';
import { paid, paidMessage } from './completion';
import { paymentWebhookRoutes } from './webhookRoutes';
import { sandboxPaymentRoutes } from './sandboxRoutes';

/**
 * Card payments (Razorpay's protocol, whichever provider is configured): the provider's config,
 * creating a payment order for a priced cart, verifying the checkout's signature into an order,
 * the webhook, and the sandbox's checkout script and test payments.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (app, ctx) => {
  const { db, auth, payments } = ctx;
  const sandbox = asSandbox(payments);
  const couponTry = couponTries(app, ctx.rateRules);

  app.get('/payments/config', async (): Promise<PaymentConfigResponse> => ({
    provider: payments.name,
    key: payments.keyId,
    scriptUrl: payments.scriptUrl,
  }));

  app.post(
    '/product/razorpay/order',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({
          amount: Type.Integer({
            minimum: 100,
            maximum: 1_000_000_000,
            errorMessage: 'amount must be a whole number of paise.',
          }),
          currency: oneOf([CURRENCY], { errorMessage: 'currency must be INR.' }),
          userId: Type.Optional(uuidSchema('userId')),
          items: Type.Optional(selectionSchema),
          shippingType: shippingTypeSchema,
          address: Type.Optional(addressIdSchema),
          couponCode: Type.Optional(couponCodeSchema),
          // A grooming appointment (issue 5): priced from the partner's services, see services/grooming.ts.
          purpose: Type.Optional(
            oneOf(['cart', 'grooming'], { errorMessage: 'purpose must be cart or grooming.' }),
          ),
          partnerId: Type.Optional(uuidSchema('partnerId')),
          services: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
              minItems: 1,
              maxItems: 10,
              errorMessage: 'Select at least one Service type',
            }),
          ),
        }),
      },
    },
    async (request, reply): Promise<CreatePaymentOrderResponse> => {
      const body = request.body;
      if (body.userId !== undefined && body.userId !== request.userId) throw notYours();
      // Its mails (the order's, the appointment's) go in the language the buyer uses now.
      await rememberLocale(db, request, request.userId);
      if (body.purpose === 'grooming') {
        const created = await createGroomingPaymentOrder(db, payments, request.userId, body);
        void reply.status(201);
        return created;
      }
      if (body.address === undefined) throw badRequest('address is required');
      let priced = await priceOrder(db, request.userId, body.items, body.shippingType);
      if (body.couponCode !== undefined) {
        await couponTry(request);
        priced = await applyCoupon(db, request.userId, priced, body.couponCode, ctx.clock());
      }
      if (body.amount !== priced.totalPaise)
        throw badRequest(
          `The amount does not match your order: it is ₹${paiseToRupees(priced.totalPaise)} (${priced.totalPaise} paise).`,
        );
      const address = await addressSnapshot(db, request.userId, body.address);
      const id = randomUUID();
      const now = ctx.clock();
      // Never asked to pay for what cannot be had: the units and the coupon's use are held for
      // this payment (ADR 032), or the buyer hears now (409) what is gone or being bought by
      // someone else; this buyer's earlier hold is replaced, never stacked.
      await db.transaction((tx) =>
        holdCheckout(tx, { paymentOrderId: id, userId: request.userId, priced, now }),
      );
      await pruneHolds(db, now).catch((err: unknown) =>
        request.log.warn({ err }, 'pruning lapsed holds failed'),
      );
      let order: Awaited<ReturnType<typeof payments.createOrder>>;
      try {
        order = await payments.createOrder({
          amount: priced.totalPaise,
          currency: CURRENCY,
          receipt: id,
          notes: { userId: request.userId, shippingType: priced.shippingType },
        });
      } catch (error) {
        // No payment can be made: nothing stays held for it.
        await releaseHolds(db, id);
        throw error;
      }
      await db.insert(paymentOrders).values({
        id,
        provider: payments.name,
        providerOrderId: order.id,
        userId: request.userId,
        amountPaise: priced.totalPaise,
        currency: CURRENCY,
        shippingType: priced.shippingType,
        shippingPaise: priced.shippingPaise,
        items: priced.lines,
        address,
        couponId: priced.coupon?.id ?? null,
        discountPaise: priced.coupon?.discountPaise ?? 0,
      });
      void reply.status(201);
      return {
        orderId: order.id,
        amount: priced.totalPaise,
        currency: CURRENCY,
        key: payments.keyId,
      };
    },
  );

  app.post(
    '/product/razorpay/verify',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object(paymentProof),
      },
    },
    async (request, reply): Promise<VerifyPaymentResponse> => {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = request.body;
      const [po] = await db
        .select({ id: paymentOrders.id, provider: paymentOrders.provider })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.providerOrderId, orderId),
            eq(paymentOrders.userId, request.userId),
            eq(paymentOrders.purpose, 'cart'),
          ),
        )
        .limit(1);
      if (!po) throw notFound('Payment order not found');
      if (
        po.provider !== payments.name ||
        !payments.verifyPayment(orderId, paymentId, request.body.razorpay_signature)
      )
        throw badRequest('Payment verification failed');
      const order = await orderById(db, await paid(db, ctx, po.id, paymentId));
      void reply.status(201);
      return { order, message: await paidMessage(db, order) };
    },
  );

  // The buyer closed the checkout without paying (Razorpay tells the page, never the server):
  // what the payment order held is free for others at once (ADR 032). Paying it later still
  // works while what it paid for is left.
  app.post(
    '/product/razorpay/dismiss',
    {
      onRequest: auth.requireUser,
      schema: { body: Type.Object({ razorpay_order_id: providerIdSchema('razorpay_order_id') }) },
    },
    async (request): Promise<{ status: 'released' }> => {
      const [po] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.providerOrderId, request.body.razorpay_order_id),
            eq(paymentOrders.userId, request.userId),
            eq(paymentOrders.purpose, 'cart'),
          ),
        )
        .limit(1);
      if (!po) throw notFound('Payment order not found');
      await releaseHolds(db, po.id);
      return { status: 'released' };
    },
  );

  await app.register(paymentWebhookRoutes, ctx);
  if (sandbox) await app.register(sandboxPaymentRoutes, ctx);
};
