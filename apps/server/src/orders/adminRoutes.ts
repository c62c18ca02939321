import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FULFILMENT_STEPS,
  paiseToRupees,
  type AdminOrderActionResponse,
  type AdminOrderDetail,
  type AdminOrdersResponse,
  type FulfilmentStep,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@petverse/api/contract';
import { users } from '../accounts/tables';
import { orderItems, orderStatusEvents, orders } from './tables';
import { orderById } from './orderAnswer';
import { HttpError, notFound } from '../platform/errors';
import { cancelOrder } from './cancel';
import { orderAdvanced } from '../mail/events';
import { idParams, oneOf, optionalText, requiredText } from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';
import type { AdminContext } from '../staff/context';
import { paged } from '../staff/paging';
import { ensureVerified } from '../pharmacy';
import { filtersOf, paymentStateOf, queueQuery, refundedPaise } from './adminQueue';
import { STAFF_CANCELLABLE, actionsOf, orderDetail, servicesOnly, type Tx } from './adminDetail';

const SHIPPING_NEEDS = 'Shipping needs the courier’s name and the tracking number.';

/** The order queue, an order's detail, and the steps staff take with it. */
export const orderRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, payments, clock } = ctx;
  const operations = staffAuth.requireStaff('orders');

  app.get(
    '/orders',
    { onRequest: operations, schema: { querystring: queueQuery } },
    async (request): Promise<AdminOrdersResponse> => {
      const q = request.query;
      const others = filtersOf(q);
      const where = and(q.status ? eq(orders.status, q.status) : undefined, ...others);
      const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int
        from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
      const [rows, counted] = await Promise.all([
        db
          .select({
            order: orders,
            name: users.name,
            email: users.email,
            phone: users.phone,
            itemCount,
            refunded: refundedPaise,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ status: orders.status, n: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(...others))
          .groupBy(orders.status),
      ]);
      const counts: AdminOrdersResponse['counts'] = { all: 0 };
      for (const { status, n } of counted) {
        counts[status as OrderStatus] = n;
        counts.all += n;
      }
      const total = q.status ? (counts[q.status] ?? 0) : counts.all;
      return {
        orders: rows.map(({ order, name, email, phone, itemCount: items, refunded }) => ({
          _id: order.id,
          createdAt: new Date(order.createdAt).toISOString(),
          status: order.status as OrderStatus,
          paymentStatus: order.paymentStatus as PaymentStatus,
          payment: paymentStateOf(order.paymentStatus, order.totalPaise, refunded),
          refunded: paiseToRupees(refunded),
          paymentMethod: order.paymentMethod as PaymentMethod,
          totalPrice: paiseToRupees(order.totalPaise),
          itemCount: items,
          buyer: { name, email, phone },
          city: order.address.city,
          state: order.address.state,
          pincode: order.address.pincode,
        })),
        pagination: paged(q.page, q.limit, total),
        counts,
      };
    },
  );

  app.get(
    '/orders/:id',
    { onRequest: operations, schema: { params: idParams } },
    async (request): Promise<AdminOrderDetail> => orderDetail(db, request.params.id),
  );

  /** The order, locked for a change, in the caller's transaction. */
  const locked = async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound('Order not found');
    return row;
  };

  app.post(
    '/orders/:id/status',
    {
      onRequest: operations,
      schema: {
        params: idParams,
        body: Type.Object({
          status: oneOf(FULFILMENT_STEPS, {
            errorMessage: `status must be one of ${FULFILMENT_STEPS.join(', ')}.`,
          }),
          courier: Type.Optional(optionalText('courier', 60)),
          trackingNumber: Type.Optional(
            Type.String({
              maxLength: 60,
              pattern: '^[A-Za-z0-9 -]*$',
              errorMessage: 'The tracking number may hold letters, digits, spaces and dashes.',
            }),
          ),
        }),
      },
    },
    async (request): Promise<AdminOrderActionResponse> => {
      const who = staffOf(request);
      const { id } = request.params;
      const next: FulfilmentStep = request.body.status;
      const courier = request.body.courier?.trim() ?? '';
      const trackingNumber = request.body.trackingNumber?.trim() ?? '';
      if (next === 'shipped' && (!courier || !trackingNumber))
        throw new HttpError(400, SHIPPING_NEEDS);
      await db.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (!actionsOf(order, await servicesOnly(tx, id)).next.includes(next))
          throw new HttpError(409, `An order that is ${order.status} cannot become ${next}.`);
        if (next === 'shipped') await ensureVerified(tx, id);
        const shipping = next === 'shipped' ? { courier, trackingNumber } : {};
        await tx
          .update(orders)
          .set({ status: next, ...shipping })
          .where(eq(orders.id, id));
        await tx.insert(orderStatusEvents).values({
          orderId: id,
          status: next,
          at: clock(),
          staffId: who.id,
          note: next === 'shipped' ? `${courier}, tracking number ${trackingNumber}` : null,
        });
        await audit(tx, who, {
          action: 'order.status',
          targetType: 'order',
          targetId: id,
          before: { status: order.status },
          after: { status: next, ...shipping },
        });
        // The buyer hears of it (a cash order is invoiced as it is delivered).
        await orderAdvanced(ctx.events, tx, id, next);
      });
      return { message: `Order is now ${next}.`, detail: await orderDetail(db, id) };
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: operations,
      schema: {
        params: idParams,
        body: Type.Object({
          reason: requiredText('The reason', 300),
          toBuyer: Type.Optional(optionalText('The message to the buyer', 500)),
        }),
      },
    },
    async (request): Promise<AdminOrderActionResponse> => {
      const who = staffOf(request);
      const { id } = request.params;
      const reason = request.body.reason.trim();
      const toBuyer = request.body.toBuyer?.trim() || null;
      const done = await db.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (!STAFF_CANCELLABLE.includes(order.status))
          throw new HttpError(409, `An order that is ${order.status} cannot be cancelled.`);
        const { refund } = await cancelOrder(tx, order, payments, ctx.events, {
          staffId: who.id,
          note: reason,
          toBuyer,
        });
        await audit(tx, who, {
          action: 'order.cancel',
          targetType: 'order',
          targetId: id,
          before: { status: order.status, paymentStatus: order.paymentStatus },
          after: {
            status: 'cancelled',
            reason,
            toBuyer,
            refund: refund
              ? { id: refund.id, status: refund.status, amount: paiseToRupees(order.totalPaise) }
              : null,
          },
        });
        return refund;
      });
      const message = done
        ? `Order cancelled and ₹${(await orderById(db, id)).totalPrice} refunded (${done.id}).`
        : 'Order cancelled. Nothing had been paid, so nothing was refunded.';
      return { message, detail: await orderDetail(db, id) };
    },
  );

  app.post(
    '/orders/:id/collect',
    { onRequest: operations, schema: { params: idParams } },
    async (request): Promise<AdminOrderActionResponse> => {
      const who = staffOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (!actionsOf(order, await servicesOnly(tx, id)).collect)
          throw new HttpError(
            409,
            'Only a delivered cash-on-delivery order that is not yet paid can be marked collected.',
          );
        await tx.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, id));
        await tx.insert(orderStatusEvents).values({
          orderId: id,
          status: order.status,
          at: clock(),
          staffId: who.id,
          note: 'Cash collected',
        });
        await audit(tx, who, {
          action: 'order.collect',
          targetType: 'order',
          targetId: id,
          before: { paymentStatus: order.paymentStatus },
          after: { paymentStatus: 'completed', amount: paiseToRupees(order.totalPaise) },
        });
      });
      return { message: 'Cash marked as collected.', detail: await orderDetail(db, id) };
    },
  );
};
