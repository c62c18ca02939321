import { variantNameSql } from '../catalogue/variants';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  STOCK_MESSAGES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_REMINDER_DAYS,
  cartTotals,
  paiseToRupees,
  rupeesToPaise,
  subscriptionUnitPaise,
  toPaise,
  todayInIndia,
  type RenewalReason,
  type RenewalStatus,
  type ShippingType,
  type Subscription,
  type SubscriptionInterval,
  type SubscriptionStatus,
} from '@petverse/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Runner, Tx } from '../db/client';
import { users } from '../accounts/tables';
import { products } from '../catalogue/tables';
import { orders, type OrderLineSnapshot, type AddressSnapshot } from '../orders/tables';
import { paymentOrders } from '../payments/tables';
import { subscriptionRenewals, subscriptions } from './tables';
import { insertOrder } from '../checkout/checkout';
import { heldUnits } from '../checkout/holds';
import { cancelOrder } from '../orders/cancel';
import { orderPlaced, subscriptionMail, type ShopEvents } from '../mail/events';
import { PaymentDeclined, type PaymentProvider } from '../payments/provider';
import { StockShortage } from '../catalogue/stock';
import { subscribableSql } from '../catalogue/subscribable';
import { freeDeliveryFrom } from '../checkout/deliverySettings';

/**
 * Subscribe and save (issue 38, item 2; ADR 024). A paid order's subscribed lines start a
 * subscription each; a sweep (every instance, every minute) writes each due delivery's renewal
 * job and each reminder once, by a conditional update of the subscription's row in the same
 * transaction as the job; the renewal job makes the order at the day's price, never above the
 * agreed one, paid by the stored authorisation, or skips the delivery and says why by mail.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Whether a number of weeks is one a subscription may have. */
export const isInterval = (weeks: number): weeks is SubscriptionInterval =>
  (SUBSCRIPTION_INTERVALS as readonly number[]).includes(weeks);

/** YYYY-MM-DD plus whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The delivery after `date`, past `today`: a long pause does not make deliveries in the past. */
export function nextAfter(date: string, weeks: number, today: string): string {
  let next = addDays(date, weeks * 7);
  while (next <= today) next = addDays(next, weeks * 7);
  return next;
}

/**
 * A paid order's subscribed lines (priced at the subscription price by `priceOrder`) each start a
 * subscription, in the order's transaction: its first renewal one interval after today, the
 * payment's authorisation to pay it. Only an online payment starts one (cash has no authorisation).
 */
export async function startSubscriptions(
  tx: Tx,
  input: {
    userId: string;
    orderId: string;
    lines: readonly OrderLineSnapshot[];
    shippingType: string;
    address: AddressSnapshot;
    provider: string;
    paymentId: string;
    today: string;
  },
): Promise<void> {
  const subscribed = input.lines.filter(
    (l) =>
      l.itemType === 'product' && l.subscribeWeeks !== undefined && isInterval(l.subscribeWeeks),
  );
  if (subscribed.length === 0) return;
  await tx.insert(subscriptions).values(
    subscribed.map((line) => ({
      userId: input.userId,
      productId: line.itemId,
      quantity: line.quantity,
      intervalWeeks: line.subscribeWeeks!,
      unitPricePaise: line.pricePaise,
      nextDate: addDays(input.today, line.subscribeWeeks! * 7),
      shippingType: input.shippingType,
      address: input.address,
      provider: input.provider,
      paymentId: input.paymentId,
      firstOrderId: input.orderId,
    })),
  );
}

/** A subscriber's subscriptions (or one), as the profile shows them. */
export async function subscriptionsOf(
  db: Runner,
  where: { userId?: string; ids?: string[] },
): Promise<(Subscription & { row: SubscriptionRow })[]> {
  const conditions = [];
  if (where.userId) conditions.push(eq(subscriptions.userId, where.userId));
  if (where.ids) conditions.push(inArray(subscriptions.id, where.ids));
  const rows = await db
    .select({
      sub: subscriptions,
      name: variantNameSql,
      imageUrl: products.imageUrl,
      pricePaise: products.pricePaise,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(...conditions))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  if (rows.length === 0) return [];
  const renewals = await db
    .select()
    .from(subscriptionRenewals)
    .where(
      inArray(
        subscriptionRenewals.subscriptionId,
        rows.map((r) => r.sub.id),
      ),
    )
    .orderBy(desc(subscriptionRenewals.date));
  return rows.map(({ sub, name, imageUrl, pricePaise }) => ({
    row: sub,
    _id: sub.id,
    productId: sub.productId,
    name,
    imageUrl,
    quantity: sub.quantity,
    intervalWeeks: sub.intervalWeeks as SubscriptionInterval,
    price: paiseToRupees(sub.unitPricePaise),
    currentPrice: paiseToRupees(subscriptionUnitPaise(pricePaise)),
    nextDate: sub.status === 'cancelled' ? null : sub.nextDate,
    status: sub.status as SubscriptionStatus,
    deliveries: renewals
      .filter((r) => r.subscriptionId === sub.id)
      .slice(0, 10)
      .map((r) => ({
        date: r.date,
        status: r.status as RenewalStatus,
        reason: r.reason as RenewalReason | null,
        amount: paiseToRupees(r.amountPaise),
        orderId: r.orderId,
      })),
    createdAt: sub.createdAt.toISOString(),
  }));
}

/** Strips the row from what `subscriptionsOf` reads. */
export const toSubscription = ({ row: _row, ...sub }: Subscription & { row: SubscriptionRow }) =>
  sub;

/** What the renewal job carries. */
export interface RenewalJob {
  subscriptionId: string;
  /** The delivery's date this job is for; a job for a date the subscription has left does nothing. */
  date: string;
}

/**
 * Writes the renewal jobs and reminder mails that are due, each once however many instances run
 * this at once: the conditional update that marks a subscription (`renewal_queued_for`,
 * `reminded_for`) and the job are one transaction, and a second sweep finds it marked.
 */
export async function sweepSubscriptions(db: Database, ev: ShopEvents): Promise<void> {
  const today = todayInIndia(ev.clock());
  await db.transaction(async (tx) => {
    const due = await tx.execute(sql`
      update subscriptions set renewal_queued_for = next_date
      where id in (
        select id from subscriptions
        where status = 'active' and next_date <= ${today}
          and renewal_queued_for is distinct from next_date
        order by next_date limit 100
        for update skip locked
      )
      returning id, next_date::text as next_date`);
    for (const row of rowsOf<{ id: string; next_date: string }>(due))
      await ev.jobs.send<RenewalJob>(tx, 'renewal', {
        subscriptionId: row.id,
        date: row.next_date,
      });
    const remind = await tx.execute(sql`
      update subscriptions set reminded_for = next_date
      where id in (
        select id from subscriptions
        where status = 'active' and next_date > ${today}
          and next_date <= ${addDays(today, SUBSCRIPTION_REMINDER_DAYS)}
          and reminded_for is distinct from next_date
        order by next_date limit 100
        for update skip locked
      )
      returning id, next_date::text as next_date`);
    for (const row of rowsOf<{ id: string; next_date: string }>(remind))
      await subscriptionMail(ev, tx, row.id, { kind: 'reminder', date: row.next_date });
  });
}

/** Both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** Locks a subscription's row (every change to one starts here). */
export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

/** Moves a locked subscription on to its next delivery after `date`. */
async function advance(tx: Tx, sub: SubscriptionRow, today: string): Promise<string> {
  const next = nextAfter(sub.nextDate, sub.intervalWeeks, today);
  await tx
    .update(subscriptions)
    .set({ nextDate: next, updatedAt: new Date() })
    .where(eq(subscriptions.id, sub.id));
  return next;
}

/** A delivery that will not happen (and why): recorded, the subscription moved on, its owner mailed. */
async function skipDelivery(
  tx: Tx,
  ev: ShopEvents,
  sub: SubscriptionRow,
  reason: RenewalReason,
  today: string,
  renewalId?: string,
): Promise<void> {
  if (renewalId)
    await tx
      .update(subscriptionRenewals)
      .set({ status: reason === 'payment-failed' ? 'failed' : 'skipped', reason, amountPaise: 0 })
      .where(eq(subscriptionRenewals.id, renewalId));
  else
    await tx
      .insert(subscriptionRenewals)
      .values({ subscriptionId: sub.id, date: sub.nextDate, status: 'skipped', reason })
      .onConflictDoNothing();
  const next = await advance(tx, sub, today);
  if (reason !== 'skipped')
    await subscriptionMail(ev, tx, sub.id, { kind: 'skipped', date: sub.nextDate, reason, next });
}

/** The subscriber skips their next delivery: recorded, and the one after becomes the next. */
export async function skipNext(tx: Tx, ev: ShopEvents, sub: SubscriptionRow): Promise<void> {
  await skipDelivery(tx, ev, sub, 'skipped', todayInIndia(ev.clock()));
}

export interface RenewalContext {
  db: Database;
  events: ShopEvents;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

interface Charge {
  sub: SubscriptionRow;
  renewalId: string;
  lines: OrderLineSnapshot[];
  shippingPaise: number;
  totalPaise: number;
  email: string;
  mandate: { customerId: string; token: string };
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

  const charge = await db.transaction(async (tx): Promise<Charge | null> => {
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
  if (!charge) return;

  const { sub } = charge;
  let payment;
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
    if (!declined)
      log.error({ err: error, renewal: charge.renewalId }, 'renewal charge unanswered');
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

/** Each instance's renewal worker and its sweep (every `sweepMs`); stopped with the app. */
export async function startSubscriptionWorker(
  ctx: RenewalContext,
  sweepMs: number,
): Promise<() => void> {
  await ctx.events.jobs.work<RenewalJob>('renewal', (job) => renew(ctx, job.data));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSubscriptions(ctx.db, ctx.events)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'subscription sweep failed'))
      .finally(() => {
        running = false;
      });
  }, sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
