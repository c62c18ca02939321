// A paid delivery of a subscription: its payment order and its order.

import { eq } from 'drizzle-orm';
import { STOCK_MESSAGES, type ShippingType } from '@petverse/api/contract';
import { orders } from '../orders/tables';
import { paymentOrders } from '../payments/tables';
import { subscriptionRenewals } from './tables';
import { insertOrder } from '../checkout/checkout';
import { cancelOrder } from '../orders/cancel';
import { orderPlaced } from '../mail/events';
import { StockShortage } from '../catalogue/stock';
import { advance, lockSubscription, type SubscriptionRow } from './subscriptions';
import type { Database } from '../db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopEvents } from '../mail/events';
import type { PaymentProvider } from '../payments/provider';
import type { OrderLineSnapshot } from '../orders/tables';

export interface RenewalContext {
  db: Database;
  events: ShopEvents;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

export interface Charge {
  sub: SubscriptionRow;
  renewalId: string;
  lines: OrderLineSnapshot[];
  shippingPaise: number;
  totalPaise: number;
  email: string;
  mandate: { customerId: string; token: string };
}

export type RecurringPayment = Awaited<ReturnType<PaymentProvider['chargeRecurring']>>;

/** A paid delivery: its payment order and order (cancelled and refunded if sold out meanwhile). */
export async function orderRenewal(
  ctx: RenewalContext,
  charge: Charge,
  payment: RecurringPayment,
  today: string,
): Promise<void> {
  const { db, events: ev, payments } = ctx;
  const { sub } = charge;
  await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, sub.id);
    const [po] = await tx
      .insert(paymentOrders)
      .values({
        provider: payments.name,
        providerOrderId: payment.orderId,
        userId: sub.userId,
        amountPaise: charge.totalPaise,
        currency: 'INR',
        shippingType: sub.shippingType,
        shippingPaise: charge.shippingPaise,
        items: charge.lines,
        address: sub.address,
        status: 'paid',
        purpose: 'subscription',
        paymentId: payment.paymentId,
        paidAt: new Date(),
      })
      .returning({ id: paymentOrders.id });
    const order = {
      userId: sub.userId,
      priced: {
        lines: charge.lines,
        shippingType: sub.shippingType as ShippingType,
        shippingPaise: charge.shippingPaise,
        totalPaise: charge.totalPaise,
      },
      address: sub.address,
      paymentStatus: 'completed' as const,
      paymentMethod: payments.name === 'sandbox' ? ('Sandbox' as const) : ('Razorpay' as const),
      paymentOrderId: po!.id,
      paymentId: payment.paymentId,
      fromCarts: false,
      now: ev.clock(),
    };
    let orderId: string;
    try {
      // Sold out between the check and now: the order is kept cancelled and refunded at once,
      // as a checkout sold out while paying is.
      orderId = await tx.transaction(async (inner) => {
        const id = await insertOrder(inner, order);
        await orderPlaced(ev, inner, id);
        return id;
      });
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      orderId = await insertOrder(tx, { ...order, takeStock: false });
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const note = STOCK_MESSAGES.soldWhilePaying;
      await cancelOrder(tx, row!, payments, ev, { note, toBuyer: note });
    }
    await tx
      .update(subscriptionRenewals)
      .set({ status: 'paid', orderId })
      .where(eq(subscriptionRenewals.id, charge.renewalId));
    if (locked && locked.nextDate === sub.nextDate) await advance(tx, locked, today);
  });
}
