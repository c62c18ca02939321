import { variantNameSql } from '../catalogue/variants';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  SUBSCRIPTION_INTERVALS,
  paiseToRupees,
  subscriptionUnitPaise,
  todayInIndia,
  type RenewalReason,
  type RenewalStatus,
  type Subscription,
  type SubscriptionInterval,
  type SubscriptionStatus,
} from '@petverse/api/contract';
import type { Runner, Tx } from '../db/client';
import { products } from '../catalogue/tables';
import { type OrderLineSnapshot, type AddressSnapshot } from '../orders/tables';
import { subscriptionRenewals, subscriptions } from './tables';
import { subscriptionMail, type ShopEvents } from '../mail/events';

/**
 * Subscribe and save (issue 38, item 2; ADR 024). A paid order's subscribed lines start a
 * subscription each; a sweep (every instance, every minute) writes each due delivery's renewal
 * job and each reminder once, by a conditional update of the subscription's row in the same
 * transaction as the job; the renewal job makes the order at the day's price, never above the
 * agreed one, paid by the stored authorisation, or skips the delivery and says why by mail.
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

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

/** Locks a subscription's row (every change to one starts here). */
export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

/** Moves a locked subscription on to its next delivery after `date`. */
export async function advance(tx: Tx, sub: SubscriptionRow, today: string): Promise<string> {
  const next = nextAfter(sub.nextDate, sub.intervalWeeks, today);
  await tx
    .update(subscriptions)
    .set({ nextDate: next, updatedAt: new Date() })
    .where(eq(subscriptions.id, sub.id));
  return next;
}

/** A delivery that will not happen (and why): recorded, the subscription moved on, its owner mailed. */
export async function skipDelivery(
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
