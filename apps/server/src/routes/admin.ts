import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { ORDER_PROGRESS, type OrderResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { orderStatusEvents, orders } from '../db/schema';
import { orderById } from '../lib/checkout';
import { HttpError, notFound } from '../lib/errors';
import { idParams, oneOf } from '../lib/schemas';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What operators do by hand (issue 15): move an order forward, pending → confirmed → shipped →
 * delivered, which the buyer sees in the Orders tab with its timeline. Registered only when
 * ADMIN_TOKEN is set; every call carries it as `Authorization: Bearer …`.
 */
export const adminRoutes: FastifyPluginAsyncTypebox<{ db: Database; adminToken: string }> = async (
  app,
  { db, adminToken },
) => {
  const expected = digest(adminToken);
  const requireOperator = async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected))
      throw new HttpError(401, 'This needs the operator token (ADMIN_TOKEN).');
  };

  app.post(
    '/admin/orders/:id/status',
    {
      onRequest: requireOperator,
      schema: {
        params: idParams,
        body: Type.Object({
          status: oneOf(ORDER_PROGRESS.slice(1), {
            errorMessage: `status must be one of ${ORDER_PROGRESS.slice(1).join(', ')}.`,
          }),
        }),
      },
    },
    async (request): Promise<OrderResponse> => {
      const { id } = request.params;
      const next = request.body.status;
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, id))
          .for('update');
        if (!order) throw notFound('Order not found');
        const from = ORDER_PROGRESS.indexOf(order.status as (typeof ORDER_PROGRESS)[number]);
        const to = ORDER_PROGRESS.indexOf(next);
        // Only forward along the way, never out of cancelled or delivered.
        if (from === -1 || to <= from)
          throw new HttpError(409, `An order that is ${order.status} cannot become ${next}.`);
        await tx.update(orders).set({ status: next }).where(eq(orders.id, id));
        await tx.insert(orderStatusEvents).values({ orderId: id, status: next });
      });
      return { order: await orderById(db, id), message: `Order is now ${next}.` };
    },
  );
};
