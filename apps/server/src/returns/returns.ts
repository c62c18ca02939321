import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  OPEN_RETURN_STATUSES,
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  paiseToRupees,
  refundDestinationText,
  returnRefundPaise,
  type OrderReturn,
  type RefundDestination,
  type ReturnOptionsResponse,
  type ReturnReason,
  type ReturnStatus,
} from '@petverse/api/contract';
import type { Tx, Runner } from '../db/client';
import { products } from '../catalogue/tables';
import { invoices } from '../invoices/tables';
import { orderItems, orderStatusEvents, orders } from '../orders/tables';
import { categoryReturns, orderReturns, type ReturnLine } from './tables';
import { HttpError, badRequest } from '../platform/errors';
import { issueReturnCreditNote } from '../invoices/invoices';
import { returnChanged, type ShopEvents } from '../mail/events';
import type { PaymentProvider } from '../payments/provider';
import { refundCaptured } from '../payments/refund';
import { uploadUrl } from '../platform/uploads';

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect;

/** A return's row as the orders' JSON (orders/routes.ts) or a select gives it, and its credit note. */
export type ReturnFields = Pick<
  ReturnRow,
  | 'id'
  | 'status'
  | 'reason'
  | 'note'
  | 'picture'
  | 'lines'
  | 'rejection'
  | 'refundPaise'
  | 'shippingRefunded'
  | 'refundId'
  | 'refundStatus'
  | 'refundTo'
  | 'history'
> & { creditNote: string | null };

/** A return as its buyer sees it. */
export function toOrderReturn(r: ReturnFields): OrderReturn {
  return {
    _id: r.id,
    status: r.status as ReturnStatus,
    reason: r.reason as ReturnReason,
    note: r.note,
    rejection: r.rejection,
    lines: r.lines.map((l) => ({ itemId: l.orderItemId, name: l.name, quantity: l.quantity })),
    refundAmount: paiseToRupees(r.refundPaise),
    shippingRefunded: r.shippingRefunded,
    refund:
      r.refundId && r.refundStatus
        ? { id: r.refundId, status: r.refundStatus as 'processed' | 'pending' }
        : null,
    creditNote: r.creditNote,
    picture: uploadUrl(r.picture),
    refundTo: r.refundTo ? refundDestinationText(r.refundTo) : null,
    history: r.history.map((h) => ({
      status: h.status as ReturnStatus,
      at: new Date(h.at).toISOString(),
    })),
  };
}

/** The returns of these orders, oldest first, with their credit notes' numbers. */
export async function returnsOf(db: Runner, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ ret: orderReturns, creditNote: invoices.number })
    .from(orderReturns)
    .leftJoin(invoices, eq(invoices.returnId, orderReturns.id))
    .where(inArray(orderReturns.orderId, [...orderIds]))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
}

/**
 * When the order was delivered (its first 'delivered' step: a return's steps are recorded on the
 * timeline under the order's status, so later ones follow it), or null.
 */
async function deliveredAt(tx: Runner, orderId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: orderStatusEvents.at })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'delivered')))
    .orderBy(asc(orderStatusEvents.at))
    .limit(1);
  return row ? new Date(row.at) : null;
}

/** The order's lines, whether each may be returned, and the units already returned or asked for. */
async function linesOf(tx: Runner, orderId: string) {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const productIds = lines.filter((l) => l.itemType === 'product').map((l) => l.itemId);
  const returnable = new Set(
    productIds.length
      ? (
          await tx
            .select({ id: products.id })
            .from(products)
            .innerJoin(categoryReturns, eq(categoryReturns.category, products.category))
            .where(and(inArray(products.id, productIds), eq(categoryReturns.returnable, true)))
        ).map((p) => p.id)
      : [],
  );
  const earlier = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  const received = new Map<string, number>();
  const open = new Map<string, number>();
  let refundedPaise = 0;
  for (const r of earlier) {
    const into =
      r.status === 'received'
        ? received
        : OPEN_RETURN_STATUSES.includes(r.status as ReturnStatus)
          ? open
          : null;
    if (r.status === 'received') refundedPaise += r.refundPaise;
    if (into)
      for (const l of r.lines) into.set(l.orderItemId, (into.get(l.orderItemId) ?? 0) + l.quantity);
  }
  return {
    lines: lines.map((l) => ({
      ...l,
      returnable: l.itemType === 'product' && returnable.has(l.itemId),
    })),
    received,
    open,
    refundedPaise,
  };
}

/** Why the order as a whole cannot be returned now; null when it can. */
function orderRefusal(order: OrderRow, delivered: Date | null, now: Date): string | null {
  if (order.status !== 'delivered' || !delivered) return RETURN_MESSAGES.notDelivered;
  if (now.getTime() > delivered.getTime() + RETURN_WINDOW_DAYS * 86_400_000)
    return RETURN_MESSAGES.windowPassed;
  return null;
}

/** What the buyer may still return of their order, and until when. */
export async function returnOptions(
  db: Runner,
  order: OrderRow,
  now: Date,
): Promise<ReturnOptionsResponse> {
  const delivered = await deliveredAt(db, order.id);
  const { lines, received, open } = await linesOf(db, order.id);
  return {
    until: delivered
      ? new Date(delivered.getTime() + RETURN_WINDOW_DAYS * 86_400_000).toISOString()
      : null,
    refusal: orderRefusal(order, delivered, now),
    lines: lines.map((l) => {
      const left = l.quantity - (received.get(l.id) ?? 0) - (open.get(l.id) ?? 0);
      return {
        itemId: l.id,
        name: l.name,
        price: paiseToRupees(l.pricePaise),
        quantity: l.returnable ? Math.max(0, left) : 0,
        refusal: !l.returnable
          ? RETURN_MESSAGES.notReturnable(l.name)
          : left <= 0
            ? (open.get(l.id) ?? 0) > 0
              ? RETURN_MESSAGES.alreadyOpen(l.name)
              : RETURN_MESSAGES.tooMany(l.name, 0)
            : null,
      };
    }),
  };
}

/** The refund a return would make now, from the order and the returns received before it. */
function refundFor(
  order: OrderRow,
  found: Awaited<ReturnType<typeof linesOf>>,
  units: ReadonlyMap<string, number>,
  reason: ReturnReason,
) {
  return returnRefundPaise({
    lines: found.lines,
    discountPaise: order.discountPaise,
    shippingPaise: order.shippingPaise,
    totalPaise: order.totalPaise,
    refundedUnits: found.received,
    refundedPaise: found.refundedPaise,
    units,
    reason,
  });
}

/**
 * The buyer asks to return some units of their order, whose row the caller's transaction has
 * locked (so two requests for the same units cannot both pass). Each refusal is a 4xx with its
 * own message (RETURN_MESSAGES).
 */
export async function requestReturn(
  tx: Tx,
  events: ShopEvents,
  order: OrderRow,
  input: {
    lines: { itemId: string; quantity: number }[];
    reason: ReturnReason;
    note: string | null;
    picture: string | null;
    /** Where a cash order's refund goes; required for one, ignored for a card's. */
    refundTo: RefundDestination | null;
  },
  now: Date,
): Promise<string> {
  const refusal = orderRefusal(order, await deliveredAt(tx, order.id), now);
  if (refusal) throw new HttpError(409, refusal);
  if (input.lines.length === 0) throw badRequest(RETURN_MESSAGES.noLines);
  const found = await linesOf(tx, order.id);
  const units = new Map<string, number>();
  for (const want of input.lines) {
    const line = found.lines.find((l) => l.id === want.itemId);
    if (!line) throw badRequest(RETURN_MESSAGES.unknownLine);
    units.set(line.id, (units.get(line.id) ?? 0) + want.quantity);
  }
  const chosen: ReturnLine[] = [];
  for (const [id, quantity] of units) {
    const line = found.lines.find((l) => l.id === id)!;
    if (!line.returnable) throw new HttpError(409, RETURN_MESSAGES.notReturnable(line.name));
    const received = found.received.get(id) ?? 0;
    const open = found.open.get(id) ?? 0;
    if (quantity > line.quantity - received - open)
      throw new HttpError(
        409,
        open > 0 && quantity <= line.quantity - received
          ? RETURN_MESSAGES.alreadyOpen(line.name)
          : RETURN_MESSAGES.tooMany(line.name, Math.max(0, line.quantity - received - open)),
      );
    chosen.push({ orderItemId: id, name: line.name, quantity });
  }
  if (input.reason === 'damaged' && !input.picture) throw badRequest(RETURN_MESSAGES.pictureNeeded);
  const cash = order.paymentMethod === 'Cash on Delivery';
  if (cash && !input.refundTo) throw badRequest(RETURN_MESSAGES.refundToNeeded);
  const { refundPaise, shippingRefunded } = refundFor(order, found, units, input.reason);
  const at = now.toISOString();
  const [created] = await tx
    .insert(orderReturns)
    .values({
      orderId: order.id,
      userId: order.userId,
      reason: input.reason,
      note: input.note,
      picture: input.picture,
      refundTo: cash ? input.refundTo : null,
      lines: chosen,
      refundPaise,
      shippingRefunded,
      history: [{ status: 'requested', at }],
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orderReturns.id });
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    status: order.status,
    at: now,
    note: `${RETURN_STATUS_LABELS.requested}: ${describe(chosen)}`,
  });
  await returnChanged(events, tx, created!.id);
  return created!.id;
}

const describe = (lines: readonly ReturnLine[]) =>
  lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');

/** The steps staff take with a return, and the status each may start from. */
export const RETURN_STEPS = {
  approve: { to: 'approved', from: ['requested'] },
  reject: { to: 'rejected', from: ['requested'] },
  'picked-up': { to: 'picked-up', from: ['approved'] },
  received: { to: 'received', from: ['picked-up'] },
} as const satisfies Record<string, { to: ReturnStatus; from: readonly ReturnStatus[] }>;
export type ReturnStep = keyof typeof RETURN_STEPS;

/** What staff may do with a return in its status now. */
export const returnActions = (status: string) => ({
  approve: status === 'requested',
  reject: status === 'requested',
  pickUp: status === 'approved',
  receive: status === 'picked-up',
});

/**
 * Staff move a return one step. The order's row is locked first (as every change of the order
 * does), then the return is read: a second click of the same step finds it done and changes
 * nothing (`changed: false`), so two operators marking it received refund it once. Receiving it
 * refunds its lines (and shipping by the rules) through the provider that took the money, issues
 * its credit note and mails the buyer, all in this transaction.
 */
export async function advanceReturn(
  tx: Tx,
  ctx: { events: ShopEvents; payments: PaymentProvider },
  returnId: string,
  step: ReturnStep,
  by: { staffId: string; rejection?: string },
  now: Date,
): Promise<{ changed: boolean; before: ReturnRow; after: ReturnRow } | null> {
  const [head] = await tx
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!head) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, head.orderId)).for('update');
  const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  if (!order || !ret) return null;
  const { to, from } = RETURN_STEPS[step];
  if (ret.status === to) return { changed: false, before: ret, after: ret };
  if (!(from as readonly string[]).includes(ret.status))
    throw new HttpError(
      409,
      `A return that is ${RETURN_STATUS_LABELS[ret.status as ReturnStatus].toLowerCase().replace(/^return /, '')} cannot be ${to === 'picked-up' ? 'marked picked up' : to === 'received' ? 'marked received' : to}.`,
    );
  const set: Partial<typeof orderReturns.$inferInsert> = {
    status: to,
    updatedAt: now,
    history: [...ret.history, { status: to, at: now.toISOString() }],
  };
  let note: string = RETURN_STATUS_LABELS[to];
  if (to === 'rejected') {
    set.rejection = by.rejection ?? null;
    note = `${note}: ${by.rejection ?? ''}`;
  }
  if (to === 'received') {
    const found = await linesOf(tx, order.id);
    const units = new Map(ret.lines.map((l) => [l.orderItemId, l.quantity]));
    const priced = refundFor(order, found, units, ret.reason as ReturnReason);
    set.refundPaise = priced.refundPaise;
    set.shippingRefunded = priced.shippingRefunded;
    if (priced.refundPaise > 0) {
      const refund =
        order.paymentStatus === 'completed' && order.paymentId
          ? await refundCaptured(
              ctx.payments,
              {
                provider: order.paymentMethod === 'Sandbox' ? 'sandbox' : 'razorpay',
                paymentId: order.paymentId,
                amountPaise: priced.refundPaise,
                notes: { order: order.id, return: ret.id },
              },
              ret.id,
            )
          : // Cash on delivery: no payment to give back through a provider; the shop pays it
            // by bank transfer (ADR 023), so it stays pending until then.
            { id: `cash_${ret.id.replace(/-/g, '').slice(0, 14)}`, status: 'pending' as const };
      set.refundId = refund.id;
      set.refundStatus = refund.status;
      note = `${note}: ₹${paiseToRupees(priced.refundPaise)} refunded (${refund.id})`;
    }
    await tx.update(orderReturns).set(set).where(eq(orderReturns.id, ret.id));
    const positions = new Map(found.lines.map((l, i) => [l.id, i]));
    await issueReturnCreditNote(
      tx,
      {
        id: ret.id,
        orderId: order.id,
        lines: ret.lines.map((l) => ({
          position: positions.get(l.orderItemId)!,
          quantity: l.quantity,
          amountPaise: priced.linesPaise.get(l.orderItemId) ?? 0,
        })),
        shippingPaise: priced.shippingRefunded
          ? priced.refundPaise - [...priced.linesPaise.values()].reduce((n, p) => n + p, 0)
          : 0,
        refundPaise: priced.refundPaise,
      },
      ctx.events.seller,
      now,
    );
  } else await tx.update(orderReturns).set(set).where(eq(orderReturns.id, ret.id));
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    status: order.status,
    at: now,
    staffId: by.staffId,
    note,
  });
  await returnChanged(ctx.events, tx, ret.id);
  const [after] = await tx.select().from(orderReturns).where(eq(orderReturns.id, ret.id));
  return { changed: true, before: ret, after: after! };
}

/**
 * Paise the returns of an order refunded, as SQL inside a query over `orders` (the queue, the
 * dashboard). Written out with the tables named: drizzle prints a column of a query's only table
 * unqualified, which inside this subquery would mean the return's own `id`.
 */
export const returnsRefundedSql = sql<number>`(select coalesce(sum(r.refund_paise), 0)::int
  from order_returns r where r.order_id = "orders"."id" and r.refund_id is not null)`;
