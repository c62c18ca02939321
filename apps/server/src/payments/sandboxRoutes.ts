import { providerIdSchema } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import { type SandboxPayResponse } from '@petverse/api/contract';
import { paymentOrders } from './tables';
import { notFound } from '../platform/errors';
import { SANDBOX_CHECKOUT_SCRIPT } from './checkoutScript';
import { asSandbox, type ShoppingContext } from '../checkout/context';
import { markFailed, paid } from './completion';

/** The sandbox's checkout script and its test payments (only when the sandbox is the provider). */
export const sandboxPaymentRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  ctx,
) => {
  const { db, auth } = ctx;
  const sandbox = asSandbox(ctx.payments);
  if (!sandbox) return;
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
};
