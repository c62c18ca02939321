// A subscription's delivery (ADR 024): the renewal job that charges the stored authorisation and
// makes the order at the day's price, never above the agreed one, or skips it and says why.
import { variantNameSql } from '../catalogue/variants';
import { and, eq } from 'drizzle-orm';
import {
  cartTotals,
  paiseToRupees,
  rupeesToPaise,
  subscriptionUnitPaise,
  toPaise,
  todayInIndia,
  type ShippingType,
} from '@petverse/api/contract';
import { users } from '../accounts/tables';
import { products } from '../catalogue/tables';
import { type OrderLineSnapshot } from '../orders/tables';
import { subscriptionRenewals, subscriptions } from './tables';
import { heldUnits } from '../checkout/holds';
import { PaymentDeclined } from '../payments/provider';
import { subscribableSql } from '../catalogue/subscribable';
import { freeDeliveryFrom } from '../checkout/deliverySettings';
import { advance, lockSubscription, skipDelivery } from './subscriptions';
import {
  orderRenewal,
  type Charge,
  type RecurringPayment,
  type RenewalContext,
} from './renewalOrder';

export type { RenewalContext };

/** What the renewal job carries. */
export interface RenewalJob {
  subscriptionId: string;
  /** The delivery's date this job is for; a job for a date the subscription has left does nothing. */
  date: string;
}

/**
 * One delivery of a subscription (the renewal job). The subscription's row is locked and the
 * delivery's `subscription_renewals` row written (unique per subscription and date) before any
 * money moves, so a second job for the same delivery — another instance, a retry — finds it and
 * charges nothing: one found still `charging` (a process died while charging) goes to review.
 */
export async function renew(ctx: RenewalContext, job: RenewalJob): Promise<void> {
  const { db, events: ev, payments, log } = ctx;
  const today = todayInIndia(ev.clock());
  // The stored authorisation, asked of the provider once (outside any transaction).
  const [pending] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, job.subscriptionId));
  if (!pending || pending.status !== 'active' || pending.nextDate !== job.date) return;
  if (!pending.mandateToken && pending.provider === payments.name) {
    const mandate = await payments.mandateOf(pending.paymentId);
    if (mandate)
      await db
        .update(subscriptions)
        .set({ mandateCustomerId: mandate.customerId, mandateToken: mandate.token })
        .where(eq(subscriptions.id, pending.id));
  }
  const charge = await claimDelivery(ctx, job, today);
  if (!charge) return;

  const { sub } = charge;
  let payment: RecurringPayment;
  try {
    payment = await payments.chargeRecurring({
      mandate: charge.mandate,
      amount: charge.totalPaise,
      currency: 'INR',
      receipt: charge.renewalId,
      email: charge.email,
      contact: sub.address.phone,
      description: `Subscription: ${charge.lines[0]!.name}`,
      notes: { subscription: sub.id, date: sub.nextDate },
    });
  } catch (error) {
    await chargeFailed(ctx, charge, error, today);
    return;
  }
  if (!payments.verifyPayment(payment.orderId, payment.paymentId, payment.signature)) {
    await db
      .update(subscriptionRenewals)
      .set({ status: 'review' })
      .where(eq(subscriptionRenewals.id, charge.renewalId));
    log.error({ renewal: charge.renewalId }, 'renewal payment signature did not verify');
    return;
  }
  await orderRenewal(ctx, charge, payment, today);
}

/**
 * Claims one delivery under its subscription's lock: writes its `subscription_renewals` row
 * (`charging`) and says what to charge, or skips it and says why (withdrawn, out of stock, price
 * risen, no authorisation); null when there is nothing to charge.
 */
async function claimDelivery(
  ctx: RenewalContext,
  job: RenewalJob,
  today: string,
): Promise<Charge | null> {
  const { db, events: ev, payments, log } = ctx;
  return db.transaction(async (tx): Promise<Charge | null> => {
    const sub = await lockSubscription(tx, job.subscriptionId);
    if (!sub || sub.status !== 'active' || sub.nextDate !== job.date) return null;
    const [done] = await tx
      .select()
      .from(subscriptionRenewals)
      .where(
        and(
          eq(subscriptionRenewals.subscriptionId, sub.id),
          eq(subscriptionRenewals.date, sub.nextDate),
        ),
      );
    if (done) {
      // This delivery was handled already (by another instance, or before a crash): never again.
      if (done.status === 'charging') {
        await tx
          .update(subscriptionRenewals)
          .set({ status: 'review' })
          .where(eq(subscriptionRenewals.id, done.id));
        log.error({ renewal: done.id }, 'subscription renewal found half done; left for review');
      }
      await advance(tx, sub, today);
      return null;
    }
    const [product] = await tx
      .select({
        name: variantNameSql,
        pricePaise: products.pricePaise,
        stock: products.stock,
        withdrawnAt: products.withdrawnAt,
        subscribable: subscribableSql,
      })
      .from(products)
      .where(eq(products.id, sub.productId));
    if (!product || product.withdrawnAt || !product.subscribable) {
      await skipDelivery(tx, ev, sub, 'withdrawn', today);
      return null;
    }
    // Units held for other buyers paying right now (ADR 032) are not for this renewal either:
    // skipped now rather than charged and refunded.
    const held = await heldUnits(tx, [sub.productId], ev.clock(), sub.userId);
    if (product.stock - (held.get(sub.productId) ?? 0) < sub.quantity) {
      await skipDelivery(tx, ev, sub, 'out-of-stock', today);
      return null;
    }
    const unit = subscriptionUnitPaise(product.pricePaise);
    if (unit > sub.unitPricePaise) {
      await skipDelivery(tx, ev, sub, 'price-rose', today);
      return null;
    }
    if (!sub.mandateToken || !sub.mandateCustomerId || sub.provider !== payments.name) {
      await skipDelivery(tx, ev, sub, 'no-authorisation', today);
      return null;
    }
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, sub.userId));
    const shippingType = sub.shippingType as ShippingType;
    const lines: OrderLineSnapshot[] = [
      {
        itemType: 'product',
        itemId: sub.productId,
        name: product.name,
        pricePaise: unit,
        quantity: sub.quantity,
      },
    ];
    // The owner's free-delivery threshold (ADR 039) as at this renewal, as any order is priced.
    const totals = cartTotals(
      [{ price: paiseToRupees(unit), quantity: sub.quantity }],
      shippingType,
      await freeDeliveryFrom(tx),
    );
    const totalPaise = toPaise(totals.total);
    const [renewal] = await tx
      .insert(subscriptionRenewals)
      .values({
        subscriptionId: sub.id,
        date: sub.nextDate,
        status: 'charging',
        amountPaise: totalPaise,
      })
      .returning({ id: subscriptionRenewals.id });
    return {
      sub,
      renewalId: renewal!.id,
      lines,
      shippingPaise: rupeesToPaise(totals.shipping),
      totalPaise,
      email: user?.email ?? sub.address.email,
      mandate: { customerId: sub.mandateCustomerId, token: sub.mandateToken },
    };
  });
}

/**
 * A charge that failed: declined, the delivery is skipped (or the renewal marked failed when the
 * subscription moved on meanwhile); unanswered, whether money moved is unknown, so the renewal
 * goes to review and is never charged again by us.
 */
async function chargeFailed(ctx: RenewalContext, charge: Charge, error: unknown, today: string) {
  const { db, events: ev, log } = ctx;
  const { sub } = charge;
  const declined = error instanceof PaymentDeclined;
  await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, sub.id);
    if (!locked) return;
    if (declined && locked.nextDate === sub.nextDate) {
      await skipDelivery(tx, ev, locked, 'payment-failed', today, charge.renewalId);
    } else if (declined) {
      await tx
        .update(subscriptionRenewals)
        .set({ status: 'failed', reason: 'payment-failed', amountPaise: 0 })
        .where(eq(subscriptionRenewals.id, charge.renewalId));
    } else {
      // No answer: whether money moved is unknown, so it is never charged again by us.
      await tx
        .update(subscriptionRenewals)
        .set({ status: 'review' })
        .where(eq(subscriptionRenewals.id, charge.renewalId));
      if (locked.nextDate === sub.nextDate) await advance(tx, locked, today);
    }
  });
  if (!declined) log.error({ err: error, renewal: charge.renewalId }, 'renewal charge unanswered');
}
