// A paid payment order becomes its order, once; a failed one frees what it held.

import { and, eq, ne } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  STOCK_MESSAGES,
  type Order,
  type ShippingType,
  todayInIndia,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { coupons } from '../coupons/tables';
import { orderStatusEvents, orders } from '../orders/tables';
import { paymentOrders } from './tables';
import { insertOrder, type NewOrder } from '../checkout/checkout';
import type { Tx } from '../db/client';
import { cancelOrder } from '../orders/cancel';
import { CouponRefused } from '../coupons/coupons';
import { StockShortage } from '../catalogue/stock';
import { releaseHolds } from '../checkout/holds';
import { notFound } from '../platform/errors';
import { type ShoppingContext } from '../checkout/context';
import { orderPlaced, paymentFailed, type ShopEvents } from '../mail/events';
import { startSubscriptions } from '../subscriptions';

/**
 * Turns a paid payment order into its order, once: the payment order's row is locked, so a second
 * verify (or the webhook) finds the order the first one made. Items, total and address come from
 * the payment order, never from the browser; the bought lines leave the carts.
 */
export async function completePayment(
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

export const paid = (
  db: Database,
  ctx: Pick<ShoppingContext, 'payments' | 'events'>,
  paymentOrderId: string,
  paymentId: string,
) => db.transaction((tx) => completePayment(tx, ctx, paymentOrderId, paymentId));

/**
 * What verifying a payment tells the buyer: an order, or the refund of one that could not be made
 * (sold out, or its coupon used up, while they paid: the cancellation's note says which).
 */
export async function paidMessage(db: Database, order: Order): Promise<string> {
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
export async function markFailed(tx: Tx, events: ShopEvents, paymentOrderId: string) {
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
