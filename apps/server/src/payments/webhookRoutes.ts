import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import { orders } from '../orders/tables';
import { paymentOrders, webhookEvents } from './tables';
import { HttpError, badRequest } from '../platform/errors';
import { signaturesEqual, webhookSignature } from './provider';
import { type ShoppingContext } from '../checkout/context';
import { completePayment, markFailed } from './completion';

interface RazorpayWebhook {
  event?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } } };
}

/**
 * Razorpay's webhook (payment.captured, order.paid, payment.failed), each event once by its id:
 * signed over the raw body, so this plugin's scope keeps JSON bodies as bytes.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  ctx,
) => {
  const { db, payments } = ctx;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/product/razorpay/webhook', async (request) => {
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
};
