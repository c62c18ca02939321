import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  FULFILMENT_STEPS,
  ORDER_PROGRESS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  ADMIN_PAYMENT_STATES,
  paiseToRupees,
  type AdminOrderActionResponse,
  type AdminPaymentState,
  type AdminOrderDetail,
  type AdminOrdersResponse,
  type FulfilmentStep,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { orderItems, orderStatusEvents, orders } from './tables';
import { orderById } from './orderAnswer';
import { HttpError, notFound } from '../platform/errors';
import { cancelOrder } from './cancel';
import { orderAdvanced } from '../mail/events';
import { idParams, oneOf, optionalText, requiredText } from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';
import type { AdminContext } from '../staff/context';
import { adminReturns, returnsRefundedSql } from '../returns';
import { dayEnd, dayStart, isoDate, pageOf, paged } from '../staff/paging';
import { ensureVerified } from '../pharmacy';
import { staffNames } from '../staff/accounts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

/**
 * Statuses staff may still cancel: anything not delivered or cancelled already — a parcel the
 * courier brought back (returned to origin, issue 55) too, to refund it.
 */
const STAFF_CANCELLABLE: readonly string[] = [
  'pending',
  'confirmed',
  'packed',
  'shipped',
  'out-for-delivery',
  'rto',
];
const SHIPPING_NEEDS = 'Shipping needs the courier’s name and the tracking number.';

export const queueQuery = Type.Object({
  ...pageOf(ADMIN_ORDERS_PAGE_SIZE, 100),
  status: Type.Optional(oneOf(ORDER_STATUSES, { errorMessage: 'status is not an order status.' })),
  paymentStatus: Type.Optional(
    oneOf(ADMIN_PAYMENT_STATES, { errorMessage: 'paymentStatus is not a payment status.' }),
  ),
  paymentMethod: Type.Optional(
    oneOf(PAYMENT_METHODS, { errorMessage: 'paymentMethod is not a payment method.' }),
  ),
  from: Type.Optional(isoDate('from')),
  to: Type.Optional(isoDate('to')),
  pincode: Type.Optional(
    Type.String({ pattern: '^[0-9]{6}$', errorMessage: 'pincode must be 6 digits.' }),
  ),
  state: Type.Optional(optionalText('state', 60)),
  q: Type.Optional(optionalText('q', 100)),
});
export type QueueQuery = {
  status?: OrderStatus | undefined;
  paymentStatus?: AdminPaymentState | undefined;
  paymentMethod?: PaymentMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pincode?: string | undefined;
  state?: string | undefined;
  q?: string | undefined;
};

/**
 * What a search box finds: an order by its number (`#1a2b3c4d`, the id's last 8 characters as
 * the buyer's Orders tab shows it, on an index of them) or its whole id, the buyer by email or
 * phone (exact: the account's, on the users' indexes, or the delivery address's, on the orders'),
 * or by a part of their name. Buyers are found first and their orders by the orders' user index,
 * so no search reads the orders table whole.
 */
function searchOf(text: string): SQL | undefined {
  const q = text.trim().replace(/^#/, '').toLowerCase();
  if (!q) return undefined;
  // Each kind of search reads its own index: an order number, a whole id, an email, a phone.
  if (/^[0-9a-f]{8}$/.test(q)) return sql`right(${orders.id}::text, 8) = ${q}`;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(q))
    return sql`${orders.id} = ${q}::uuid`;
  const buyers = (where: SQL) =>
    sql`${orders.userId} = any(array(select ${users.id} from ${users} where ${where}))`;
  if (q.includes('@'))
    return or(
      buyers(sql`lower(${users.email}) = ${q}`),
      sql`lower(${orders.address}->>'email') = ${q}`,
    );
  const digits = q.replace(/[\s+-]/g, '').replace(/^91(?=\d{10}$)/, '');
  if (/^\d{10}$/.test(digits))
    return or(buyers(eq(users.phone, digits)), sql`${orders.address}->>'phone' = ${digits}`);
  // A part of the buyer's name: the one search that reads every buyer, not every order.
  return buyers(sql`${users.name} ilike ${`%${q.replace(/[%_\\]/g, '\\$&')}%`}`);
}

/**
 * Paise an order gave back: all of it when cancelled with a refund, else what its returns
 * refunded (each return's refund is set once, with its id).
 */
export const refundedPaise = sql<number>`(case when "orders"."refund_id" is not null
  then "orders"."total_paise" else ${returnsRefundedSql} end)::int`;

/** The orders whose money is in `state`, refunds counted (AdminPaymentState). */
function paymentStateIs(state: AdminPaymentState): SQL | undefined {
  switch (state) {
    case 'refunded':
      return sql`${orders.totalPaise} > 0 and ${refundedPaise} >= ${orders.totalPaise}`;
    case 'partly-refunded':
      return sql`${refundedPaise} > 0 and ${refundedPaise} < ${orders.totalPaise}`;
    case 'completed':
      return and(eq(orders.paymentStatus, 'completed'), sql`${refundedPaise} = 0`);
    default:
      return eq(orders.paymentStatus, state);
  }
}

/** The money of an order as staff read it, from its payment status and what it gave back. */
export function paymentStateOf(
  paymentStatus: string,
  totalPaise: number,
  refunded: number,
): AdminPaymentState {
  if (refunded > 0) return refunded >= totalPaise ? 'refunded' : 'partly-refunded';
  return paymentStatus as PaymentStatus;
}

/** Every filter of the queue but the status (the tabs count the others per status). */
export function filtersOf(q: QueueQuery): (SQL | undefined)[] {
  return [
    q.paymentStatus ? paymentStateIs(q.paymentStatus) : undefined,
    q.paymentMethod ? eq(orders.paymentMethod, q.paymentMethod) : undefined,
    q.from ? gte(orders.createdAt, dayStart(q.from)) : undefined,
    q.to ? lte(orders.createdAt, dayEnd(q.to)) : undefined,
    q.pincode ? sql`${orders.address}->>'pincode' = ${q.pincode}` : undefined,
    q.state?.trim()
      ? sql`lower(${orders.address}->>'state') = ${q.state.trim().toLowerCase()}`
      : undefined,
    q.q ? searchOf(q.q) : undefined,
  ];
}

/** What staff may do with an order in its state now. */
function actionsOf(row: OrderRow, services: boolean): AdminOrderDetail['actions'] {
  const at = ORDER_PROGRESS.indexOf(row.status as (typeof ORDER_PROGRESS)[number]);
  const steps = services ? (['confirmed', 'delivered'] as const) : FULFILMENT_STEPS;
  return {
    services,
    next: at === -1 ? [] : steps.filter((s) => ORDER_PROGRESS.indexOf(s) > at),
    cancel: STAFF_CANCELLABLE.includes(row.status),
    collect:
      row.paymentMethod === 'Cash on Delivery' &&
      row.status === 'delivered' &&
      row.paymentStatus === 'pending',
  };
}

/**
 * Whether an order is of consultations alone: services (issue 52 item 7), so nothing is packed or
 * shipped, and the order is done ('delivered') once they took place.
 */
async function servicesOnly(db: Database | Tx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      goods: sql<number>`(count(*) filter (where ${orderItems.itemType} <> 'booking'))::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return (row?.lines ?? 0) > 0 && row?.goods === 0;
}

/** Whether an order may become shipped now (a courier booked for it: the shipping domain). */
export const mayShip = async (db: Database | Tx, row: OrderRow): Promise<boolean> => {
  if (!actionsOf(row, await servicesOnly(db, row.id)).next.includes('shipped')) return false;
  // A pharmacy line no pharmacist has decided on holds the parcel (409, issue 53 item 2).
  await ensureVerified(db, row.id);
  return true;
};

/** An order as staff see it: the buyer's view, the buyer, who did each step, and what is next. */
export async function orderDetail(db: Database | Tx, id: string): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ order: orders, buyer: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw notFound('Order not found');
  const [order, events, [count], returns] = await Promise.all([
    orderById(db, id),
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, row.buyer.id)),
    adminReturns(db, { orderId: id }),
  ]);
  const names = await staffNames(
    db,
    events.map((e) => e.staffId),
  );
  return {
    order: {
      ...order,
      paymentId: row.order.paymentId,
      shippingType: order.shippingType,
      courier: row.order.courier,
      trackingNumber: row.order.trackingNumber,
    },
    buyer: {
      _id: row.buyer.id,
      name: row.buyer.name,
      email: row.buyer.email,
      phone: row.buyer.phone,
      orders: count?.n ?? 0,
    },
    events: events.map((e) => ({
      status: e.status as OrderStatus,
      at: new Date(e.at).toISOString(),
      by: e.staffId ? (names.get(e.staffId) ?? 'Staff') : null,
      note: e.note,
    })),
    returns,
    actions: actionsOf(row.order, await servicesOnly(db, id)),
  };
}

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
