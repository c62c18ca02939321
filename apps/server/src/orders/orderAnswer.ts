// An order as the API answers it: its lines, its money in rupees, its history of statuses.

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  deliverByFor,
  paiseToRupees,
  type Order,
  type OrderItemType,
  type OrderStatus,
  type OrderStatusChange,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingType,
} from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { invoices } from '../invoices/tables';
import { orderItems, orders, orderStatusEvents } from './tables';
import { notFound } from '../platform/errors';
import { returnsOf, toOrderReturn, type ReturnFields } from '../returns';

type OrderRow = typeof orders.$inferSelect;

/** What `toOrder` needs of an order (its fields as the orders table has them). */
export type OrderFields = Pick<
  OrderRow,
  | 'id'
  | 'createdAt'
  | 'totalPaise'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'shippingType'
  | 'shippingPaise'
  | 'address'
  | 'refundId'
  | 'refundStatus'
  | 'courier'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'couponCode'
  | 'discountPaise'
> & {
  /** Its invoice's and credit note's numbers, when issued. */
  invoice?: string | null;
  creditNote?: string | null;
  /** Its returns, oldest first (issue 38). */
  returns?: ReturnFields[];
};
type OrderLine = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'itemType' | 'itemId' | 'name' | 'pricePaise' | 'quantity'
>;
type OrderEvent = Pick<typeof orderStatusEvents.$inferSelect, 'status' | 'at'>;

/** Orders as the API returns them, with their lines, in the order of `rows`. */
export async function toOrders(db: Runner, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Both at once: on PostgreSQL they run on two connections of the pool.
  const [lines, events, documents, returned] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
    db
      .select({ orderId: invoices.orderId, kind: invoices.kind, number: invoices.number })
      .from(invoices)
      .where(and(inArray(invoices.orderId, ids), isNull(invoices.returnId))),
    returnsOf(db, ids),
  ]);
  const numberOf = (orderId: string, kind: string) =>
    documents.find((d) => d.orderId === orderId && d.kind === kind)?.number ?? null;
  return rows.map((row) =>
    toOrder(
      {
        ...row,
        invoice: numberOf(row.id, 'invoice'),
        creditNote: numberOf(row.id, 'credit-note'),
        returns: returned
          .filter((r) => r.ret.orderId === row.id)
          .map((r) => ({ ...r.ret, creditNote: r.creditNote })),
      },
      lines.filter((l) => l.orderId === row.id),
      events.filter((e) => e.orderId === row.id),
    ),
  );
}

/** One order as the API returns it, from its row, its lines (by position) and its timeline's events (by time). */
export function toOrder(
  row: OrderFields,
  lines: readonly OrderLine[],
  events: readonly OrderEvent[],
): Order {
  return {
    _id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    totalPrice: paiseToRupees(row.totalPaise),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    shippingType: row.shippingType as ShippingType,
    shippingPrice: paiseToRupees(row.shippingPaise),
    items: lines.map((l) => ({
      _id: l.id,
      itemType: l.itemType as OrderItemType,
      itemId: { _id: l.itemId, name: l.name },
      price: paiseToRupees(l.pricePaise),
      quantity: l.quantity,
    })),
    address: row.address,
    refund:
      row.refundId && row.refundStatus
        ? { id: row.refundId, status: row.refundStatus as 'processed' | 'pending' }
        : null,
    courier: row.courier ?? null,
    trackingNumber: row.trackingNumber ?? null,
    trackingUrl: row.trackingUrl ?? null,
    deliverBy: deliverByFor(
      row.address.pincode,
      row.shippingType as ShippingType,
      new Date(row.createdAt),
    ),
    invoice: row.invoice ?? null,
    creditNote: row.creditNote ?? null,
    coupon: row.couponCode
      ? { code: row.couponCode, discount: paiseToRupees(row.discountPaise) }
      : null,
    statusHistory: historyOf(row, events),
    returns: (row.returns ?? []).map(toOrderReturn),
  };
}

/** The order's timeline; an order from before the timeline existed starts at its creation. */
function historyOf(row: OrderFields, events: readonly OrderEvent[]): OrderStatusChange[] {
  // A step that repeats the status before it (staff marking cash collected) is not a new one.
  const history: OrderStatusChange[] = [];
  for (const e of events)
    if (history.at(-1)?.status !== e.status)
      history.push({ status: e.status as OrderStatus, at: new Date(e.at).toISOString() });
  if (history.length === 0)
    history.push({ status: 'pending', at: new Date(row.createdAt).toISOString() });
  if (history.at(-1)!.status !== row.status)
    history.push({ status: row.status as OrderStatus, at: history.at(-1)!.at });
  return history;
}

export async function orderById(db: Runner, id: string): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = await toOrders(db, rows);
  if (!order) throw notFound('Order not found');
  return order;
}
