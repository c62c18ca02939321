import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderStatusEvents, orders } from './tables';
import { consultationAppointments } from '../services/tables';
import { subscriptions } from '../subscriptions/tables';
import type { PaymentProvider, ProviderRefund } from '../payments/provider';
import { refundCaptured } from '../payments/refund';
import { returnStock } from '../catalogue/stock';
import { releaseCoupon } from '../coupons/coupons';
import { orderCancelled, type ShopEvents } from '../mail/events';
import { SUBSCRIPTION_MESSAGES } from '@petverse/api/contract';

type OrderRow = typeof orders.$inferSelect;

export interface Cancelled {
  refund: ProviderRefund | null;
  /** What the refund gives back: the total, less pharmacy lines refunded before. */
  refundPaise: number;
  /** What the buyer is told. */
  message: string;
}

/**
 * Cancels an order (its row locked by the caller's transaction): a paid one is refunded in full
 * through the provider that took the money, once; its products' units go back to stock; the
 * timeline says who did it (`staffId`, null for the buyer) and why (`note`, for the staff); the
 * buyer is mailed what was refunded, with a credit note when the order had been invoiced, and
 * `toBuyer` if given — never the staff's note (issue 55 item 1).
 */
export async function cancelOrder(
  tx: Tx,
  order: OrderRow,
  payments: PaymentProvider,
  events: ShopEvents,
  by: { staffId?: string | null; note?: string | null; toBuyer?: string | null } = {},
): Promise<Cancelled> {
  let refund: ProviderRefund | null = null;
  let message = 'Order cancelled.';
  // A pharmacy line a pharmacist refused was refunded then (issue 53 item 2): not twice.
  const refundPaise = order.totalPaise - order.linesRefundedPaise;
  if (order.paymentStatus === 'completed' && order.paymentId && refundPaise > 0) {
    refund = await refundCaptured(
      payments,
      {
        // A test payment moved no money: its refund is a test refund too.
        provider: order.paymentMethod === 'Sandbox' ? 'sandbox' : 'razorpay',
        paymentId: order.paymentId,
        amountPaise: refundPaise,
        notes: { order: order.id },
      },
      order.id,
    );
    message =
      refund.status === 'processed'
        ? 'Order cancelled. Your refund is on its way.'
        : 'Order cancelled. Your refund is being processed.';
  }
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      refundId: refund?.id ?? null,
      refundStatus: refund?.status ?? null,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    status: 'cancelled',
    staffId: by.staffId ?? null,
    note: by.note ?? null,
  });
  // The coupon before the products: checkouts lock in that order too (checkout/checkout.ts).
  await releaseCoupon(tx, order.id);
  await returnStock(tx, order.id);
  // Its consultations leave the doctors' days.
  await tx
    .update(consultationAppointments)
    .set({ status: 'cancelled' })
    .where(eq(consultationAppointments.orderId, order.id));
  // A subscription this order started ends with it: its first delivery was never kept, so no
  // later one is made or charged (issue 58 item 4). The mail and the answer say so.
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(subscriptions.firstOrderId, order.id), ne(subscriptions.status, 'cancelled')))
    .returning({ id: subscriptions.id });
  if (ended.length) message += ` ${SUBSCRIPTION_MESSAGES.endedWithFirstOrder}`;
  await orderCancelled(
    events,
    tx,
    order.id,
    refund && { ...refund, amountPaise: refundPaise },
    by.toBuyer ?? null,
    ended.length > 0,
  );
  return { refund, refundPaise: refund ? refundPaise : 0, message };
}
