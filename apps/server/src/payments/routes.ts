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
import { and, eq, ne } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  CURRENCY,
  STOCK_MESSAGES,
  paiseToRupees,
  type Order,
  type CreatePaymentOrderResponse,
  type PaymentConfigResponse,
  type SandboxPayResponse,
  type ShippingType,
  type VerifyPaymentResponse,
  todayInIndia,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { coupons } from '../coupons/tables';
import { orderStatusEvents, orders } from '../orders/tables';
import { paymentOrders, webhookEvents } from './tables';
import { addressSnapshot, holdCheckout, insertOrder, type NewOrder } from '../checkout/checkout';
import { priceOrder, selectionSchema } from '../checkout/pricing';
import { orderById } from '../orders/orderAnswer';
import type { Tx } from '../db/client';
import { cancelOrder } from '../orders/cancel';
import { CouponRefused, applyCoupon } from '../coupons/coupons';
import { StockShortage } from '../catalogue/stock';
import { pruneHolds, releaseHolds } from '../checkout/holds';
import { HttpError, badRequest, notFound, notYours } from '../platform/errors';
import { SANDBOX_CHECKOUT_SCRIPT } from './checkoutScript';
import { signaturesEqual, webhookSignature } from './provider';
import { couponTries } from '../platform/rateLimit';
import { createGroomingPaymentOrder } from '../services/grooming';
import { asSandbox, type ShoppingContext } from '../checkout/context';
import { orderPlaced, paymentFailed, type ShopEvents } from '../mail/events';
import { startSubscriptions } from '../subscriptions';

/**
 * Turns a paid payment order into its order, once: the payment order's row is locked, so a second
 * verify (or the webhook) finds the order the first one made. Items, total and address come from
 * the payment order, never from the browser; the bought lines leave the carts.
 */
async function completePayment(
  tx: Tx,
  { payments, events }: Pick<ShoppingContext, 'payments' | 'events'>,
  paymentOrderId: string,
  paymentId: string,
): Promise<string> {
  const [po] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, paymentOrderId))
    .for('update');
  if (!po) throw notFound('Payment order not found');
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentOrderId, po.id))
    .limit(1);
  if (existing) return existing.id;
  // The buyer's checkouts one at a time (the lock every checkout takes first).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, po.userId)).for('update');
  await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId, paidAt: events.clock() })
    .where(eq(paymentOrders.id, po.id));
  const [coupon] = po.couponId
    ? await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, po.couponId))
    : [];
  const order: NewOrder = {
    userId: po.userId,
    priced: {
      lines: po.items,
      shippingType: po.shippingType as ShippingType,
      shippingPaise: po.shippingPaise,
      totalPaise: po.amountPaise,
      coupon:
        po.couponId && coupon
          ? { id: po.couponId, code: coupon.code, discountPaise: po.discountPaise }
          : undefined,
    },
    address: po.address,
    paymentStatus: 'completed',
    // A sandbox payment moved no money: stored and shown as a test payment, never as Razorpay.
    paymentMethod: po.provider === 'sandbox' ? 'Sandbox' : 'Razorpay',
    paymentOrderId: po.id,
    paymentId,
    now: events.clock(),
  };
  let note: string;
  try {
    // In a savepoint. Its hold (ADR 032) kept what it pays for while it lasted; paid after the
    // hold lapsed, the units and the coupon's use are checked again: when they went to someone
    // else (or are held for another buyer's payment), what was taken is given back and the
    // order is kept as cancelled, refunded in full at once.
    const id = await tx.transaction(async (inner) => {
      const id = await insertOrder(inner, order);
      await orderPlaced(events, inner, id);
      // Its subscribed lines start their subscriptions, paid by this payment's authorisation.
      await startSubscriptions(inner, {
        userId: po.userId,
        orderId: id,
        lines: po.items,
        shippingType: po.shippingType,
        address: po.address,
        provider: po.provider,
        paymentId,
        today: todayInIndia(events.clock()),
      });
      return id;
    });
    // The hold became the order: its units and coupon use are now the order's.
    await releaseHolds(tx, po.id);
    return id;
  } catch (error) {
    if (error instanceof StockShortage) note = STOCK_MESSAGES.soldWhilePaying;
    else if (error instanceof CouponRefused) note = COUPON_MESSAGES.usedUpWhilePaying;
    else throw error;
  }
  await releaseHolds(tx, po.id);
  const id = await insertOrder(tx, { ...order, takeStock: false });
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  await cancelOrder(tx, row!, payments, events, { note, toBuyer: note });
  return id;
}

const paid = (
  db: Database,
  ctx: Pick<ShoppingContext, 'payments' | 'events'>,
  paymentOrderId: string,
  paymentId: string,
) => db.transaction((tx) => completePayment(tx, ctx, paymentOrderId, paymentId));

/**
 * What verifying a payment tells the buyer: an order, or the refund of one that could not be made
 * (sold out, or its coupon used up, while they paid: the cancellation's note says which).
 */
async function paidMessage(db: Database, order: Order): Promise<string> {
  if (order.status !== 'cancelled') return 'Order created successfully with Razorpay!';
  const [event] = await db
    .select({ note: orderStatusEvents.note })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, order._id), eq(orderStatusEvents.status, 'cancelled')))
    .limit(1);
  return event?.note === COUPON_MESSAGES.usedUpWhilePaying
    ? COUPON_MESSAGES.usedUpWhilePaying
    : STOCK_MESSAGES.soldWhilePaying;
}

/**
 * A failed attempt (payment.failed): the payment order says so, unless it was paid meanwhile,
 * and what it held is free again at once (ADR 032); the buyer is mailed once, the first time it
 * is reported.
 */
async function markFailed(tx: Tx, events: ShopEvents, paymentOrderId: string) {
  const changed = await tx
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(
      and(
        eq(paymentOrders.id, paymentOrderId),
        ne(paymentOrders.status, 'paid'),
        ne(paymentOrders.status, 'failed'),
      ),
    )
    .returning({ id: paymentOrders.id });
  if (changed.length > 0) await paymentFailed(events, tx, paymentOrderId);
  // A paid one's holds went with its order: this deletes nothing then.
  await releaseHolds(tx, paymentOrderId);
}

interface RazorpayWebhook {
  event?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } } };
}

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

  // The webhook signs the raw body: this scope keeps JSON bodies as bytes.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post('/product/razorpay/webhook', async (request) => {
      const secret = ctx.webhookSecret;
      if (!secret) throw new HttpError(503, 'Webhooks are not configured.');
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string')
        throw badRequest('Invalid webhook signature');
      if (!signaturesEqual(signature, webhookSignature(raw, secret)))
        throw badRequest('Invalid webhook signature');
      const eventId = request.headers['x-razorpay-event-id'];
      if (typeof eventId !== 'string' || eventId === '' || eventId.length > 100)
        throw badRequest('x-razorpay-event-id is required');
      let event: RazorpayWebhook;
      try {
        event = JSON.parse(raw.toString('utf8')) as RazorpayWebhook;
      } catch {
        throw badRequest('The webhook body is not JSON.');
      }
      const name = typeof event.event === 'string' ? event.event : 'unknown';
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(webhookEvents)
          .values({ id: eventId, event: name })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (fresh.length === 0) return { status: 'duplicate' };
        if (name !== 'payment.captured' && name !== 'order.paid' && name !== 'payment.failed')
          return { status: 'ignored' };
        const payment = event.payload?.payment?.entity;
        if (typeof payment?.id !== 'string' || typeof payment.order_id !== 'string')
          return { status: 'ignored' };
        const [po] = await tx
          .select({ id: paymentOrders.id, amountPaise: paymentOrders.amountPaise })
          .from(paymentOrders)
          .where(
            and(
              eq(paymentOrders.providerOrderId, payment.order_id),
              eq(paymentOrders.provider, payments.name),
              // Grooming payments are booked by POST /grooming/createGroomingOrder.
              eq(paymentOrders.purpose, 'cart'),
            ),
          )
          .limit(1);
        if (!po || payment.amount !== po.amountPaise) return { status: 'ignored' };
        // A payment is of one order: an id another order already holds is not this payment.
        const [holder] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.paymentId, payment.id), ne(orders.paymentOrderId, po.id)))
          .limit(1);
        if (holder) return { status: 'ignored' };
        if (name === 'payment.failed') {
          await markFailed(tx, ctx.events, po.id);
          return { status: 'processed' };
        }
        await completePayment(tx, ctx, po.id, payment.id);
        return { status: 'processed' };
      });
    });
  });

  if (sandbox) {
    app.get('/payments/sandbox/checkout.js', async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(SANDBOX_CHECKOUT_SCRIPT),
    );

    // Only the order's owner pays it (the checkout sends the page's session): nobody can sign
    // someone else's order, and every test payment is one its buyer made.
    /** The caller's own sandbox payment order, or 404. */
    const ownSandboxOrder = async (userId: string, orderId: string) => {
      const [po] = await db
        .select({ id: paymentOrders.id, purpose: paymentOrders.purpose })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.providerOrderId, orderId),
            eq(paymentOrders.provider, 'sandbox'),
            eq(paymentOrders.userId, userId),
          ),
        )
        .limit(1);
      if (!po) throw notFound('Order not found');
      return po;
    };
    const sandboxOrderBody = Type.Object({ order_id: providerIdSchema('order_id') });

    app.post(
      '/payments/sandbox/pay',
      { onRequest: auth.requireUser, schema: { body: sandboxOrderBody } },
      async (request): Promise<SandboxPayResponse> => {
        const po = await ownSandboxOrder(request.userId, request.body.order_id);
        const { paymentId, signature } = sandbox.pay(request.body.order_id);
        // What Razorpay's payment.captured webhook does, at once: the order exists even if the
        // buyer's page closes before it calls verify (which then finds the same order).
        if (po.purpose === 'cart') await paid(db, ctx, po.id, paymentId);
        return {
          razorpay_order_id: request.body.order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        };
      },
    );

    // The test card form's 'Fail payment': what Razorpay's payment.failed webhook does.
    app.post(
      '/payments/sandbox/fail',
      { onRequest: auth.requireUser, schema: { body: sandboxOrderBody } },
      async (request): Promise<{ status: 'failed' }> => {
        const po = await ownSandboxOrder(request.userId, request.body.order_id);
        await db.transaction((tx) => markFailed(tx, ctx.events, po.id));
        return { status: 'failed' };
      },
    );
  }
};
