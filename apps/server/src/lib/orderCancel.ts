import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { consultationAppointments, orderStatusEvents, orders } from '../db/schema';
import type { PaymentProvider, ProviderRefund } from './payments/provider';
import { refundCaptured } from './payments/refund';
import { returnStock } from './stock';
import { releaseCoupon } from './coupons';
import { orderCancelled, type ShopEvents } from './orderEvents';

type OrderRow = typeof orders.$inferSelect;

export interface Cancelled {
  refund: ProviderRefund | null;
  /** What the buyer is told. */
  message: string;
}

/**
 * Cancels an order (its row locked by the caller's transaction): a paid one is refunded in full
 * through the provider that took the money, once; its products' units go back to stock; the
 * timeline says who did it (`staffId`, null for the buyer) and why (`note`); the buyer is mailed
 * what was refunded, with a credit note when the order had been invoiced.
 */
export async function cancelOrder(
  tx: Tx,
  order: OrderRow,
  payments: PaymentProvider,
  events: ShopEvents,
  by: { staffId?: string | null; note?: string | null } = {},
): Promise<Cancelled> {
  let refund: ProviderRefund | null = null;
  let message = 'Order cancelled.';
  if (order.paymentStatus === 'completed' && order.paymentId) {
    refund = await refundCaptured(
      payments,
      {
        // A test payment moved no money: its refund is a test refund too.
        provider: order.paymentMethod === 'Sandbox' ? 'sandbox' : 'razorpay',
        paymentId: order.paymentId,
        amountPaise: order.totalPaise,
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
  // The coupon before the products: checkouts lock in that order too (lib/checkout.ts).
  await releaseCoupon(tx, order.id);
  await returnStock(tx, order.id);
  // Its consultations leave the doctors' days.
  await tx
    .update(consultationAppointments)
    .set({ status: 'cancelled' })
    .where(eq(consultationAppointments.orderId, order.id));
  await orderCancelled(events, tx, order.id, refund, by.note ?? null);
  return { refund, message };
}
