/* A pharmacist's decision on a pharmacy line (issue 53 item 2): approved, or refused and refunded. */
import { and, eq, sql } from 'drizzle-orm';
import { PHARMACY_MESSAGES, paiseToRupees, shortId } from '@petverse/api/contract';
import type { Tx } from '../db/client';
import { users } from '../accounts/tables';
import { orderItems, orders } from '../orders/tables';
import { HttpError } from '../platform/errors';
import { cancelOrder } from '../orders/cancel';
import { mailLater, type ShopEvents } from '../mail/events';
import type { PaymentProvider, ProviderRefund } from '../payments/provider';
import { refundCaptured } from '../payments/refund';
import { audit, type SignedInStaff } from '../staff/staff';
import { checkById, lineOf } from './checks';
import { pharmacyChecks } from './tables';

export interface Decider {
  payments: PaymentProvider;
  events: ShopEvents;
  now: Date;
  who: SignedInStaff;
}

/** The check and its order, both locked (the order first, as every change of an order locks it). */
async function lockedPending(tx: Tx, id: string) {
  const unlocked = await checkById(tx, id);
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, unlocked.orderId))
    .for('update');
  const row = await checkById(tx, id, true);
  if (row.status !== 'pending') throw new HttpError(409, PHARMACY_MESSAGES.decided);
  if (!order || order.status === 'cancelled') throw new HttpError(409, PHARMACY_MESSAGES.notPaid);
  return { row, order };
}

const decided = (who: SignedInStaff, now: Date) => ({
  staffId: who.id,
  staffName: who.name,
  decidedAt: now,
});

/** Approves a pending line: its order may ship once no other line waits. */
export async function approveLine(tx: Tx, id: string, d: Decider): Promise<void> {
  const { row } = await lockedPending(tx, id);
  await tx
    .update(pharmacyChecks)
    .set({ status: 'approved', ...decided(d.who, d.now) })
    .where(eq(pharmacyChecks.id, row.id));
  await audit(tx, d.who, {
    action: 'pharmacy.approve',
    targetType: 'order',
    targetId: row.orderId,
    after: { line: row.position, status: 'approved' },
  });
}

/**
 * Refuses a pending line with a reason the pet parent reads. An order left with nothing else to
 * deliver is cancelled and refunded in full (orders/cancel.ts: its mail carries the reason);
 * otherwise the line's amount (less its share of a coupon's discount) is refunded to how the order
 * was paid, and the pet parent is mailed the reason and the refund.
 */
export async function refuseLine(tx: Tx, id: string, reason: string, d: Decider): Promise<void> {
  const { row, order } = await lockedPending(tx, id);
  const [lines, checks] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    tx.select().from(pharmacyChecks).where(eq(pharmacyChecks.orderId, order.id)),
  ]);
  const refused = new Set(
    checks.filter((c) => c.status === 'refused' || c.id === row.id).map((c) => c.position),
  );
  const left = lines.filter((l) => !refused.has(l.position));
  let refund: ProviderRefund | null = null;
  let refundPaise = 0;
  if (left.length === 0) {
    ({ refund, refundPaise } = await cancelOrder(tx, order, d.payments, d.events, {
      staffId: d.who.id,
      note: `Pharmacy line refused: ${reason}`,
      toBuyer: reason,
    }));
  } else {
    const line = await lineOf(tx, row);
    const amount = line.pricePaise * line.quantity;
    const goods = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
    refundPaise = amount - Math.floor((order.discountPaise * amount) / Math.max(goods, 1));
    if (order.paymentStatus === 'completed' && order.paymentId && refundPaise > 0)
      refund = await refundCaptured(
        d.payments,
        {
          provider: order.paymentMethod === 'Sandbox' ? 'sandbox' : 'razorpay',
          paymentId: order.paymentId,
          amountPaise: refundPaise,
          notes: { order: order.id, pharmacyLine: row.id },
        },
        row.id,
      );
    // A later cancellation gives back only the rest (orders/cancel.ts).
    if (refund)
      await tx
        .update(orders)
        .set({ linesRefundedPaise: sql`${orders.linesRefundedPaise} + ${refundPaise}` })
        .where(eq(orders.id, order.id));
    const [buyer] = await tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, order.userId));
    if (buyer)
      await mailLater(d.events, tx, {
        kind: 'pharmacy-refused',
        to: buyer.email,
        name: buyer.name,
        locale: buyer.locale,
        orderId: order.id,
        orderNumber: `#${shortId(order.id)}`,
        line: line.name,
        reason,
        refund: refund ? { status: refund.status, amount: paiseToRupees(refundPaise) } : null,
      });
  }
  await tx
    .update(pharmacyChecks)
    .set({
      status: 'refused',
      reason,
      ...decided(d.who, d.now),
      refundPaise: refund ? refundPaise : 0,
      refundId: refund?.id ?? null,
      refundStatus: refund?.status ?? null,
    })
    .where(and(eq(pharmacyChecks.id, row.id), eq(pharmacyChecks.status, 'pending')));
  await audit(tx, d.who, {
    action: 'pharmacy.refuse',
    targetType: 'order',
    targetId: row.orderId,
    after: { line: row.position, status: 'refused', reason, refund: refund?.id ?? null },
  });
}
