// An order as the back office shows it: its lines, payment, history, returns and what staff may do.

import { asc, eq, sql } from 'drizzle-orm';
import {
  FULFILMENT_STEPS,
  ORDER_PROGRESS,
  type AdminOrderDetail,
  type OrderStatus,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { orderItems, orderStatusEvents, orders } from './tables';
import { orderById } from './orderAnswer';
import { notFound } from '../platform/errors';
import { adminReturns } from '../returns';
import { ensureVerified } from '../pharmacy';
import { staffNames } from '../staff/accounts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;

/**
 * Statuses staff may still cancel: anything not delivered or cancelled already — a parcel the
 * courier brought back (returned to origin, issue 55) too, to refund it.
 */
export const STAFF_CANCELLABLE: readonly string[] = [
  'pending',
  'confirmed',
  'packed',
  'shipped',
  'out-for-delivery',
  'rto',
];

/** What staff may do with an order in its state now. */
export function actionsOf(row: OrderRow, services: boolean): AdminOrderDetail['actions'] {
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
export async function servicesOnly(db: Database | Tx, orderId: string): Promise<boolean> {
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
