import { and, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { HOLD_MINUTES } from '@petverse/api/contract';
import type { Database, Runner, Tx } from '../db/client';
import { checkoutHolds } from './tables';

/*
 * Holds before payment (issue 54 item 2, ADR 032). A card payment order holds its products'
 * units and its coupon's use for HOLD_MINUTES while its buyer pays; what others can buy is what
 * is left minus their live holds. Every hold is decided under the row lock of what it holds (the
 * product, the coupon), in the order every checkout locks: the user, the coupon, the products by
 * id. A hold that lapses simply stops counting (`held_until` is compared at read time); nothing
 * has to run for it, and old rows are pruned by later checkouts.
 */

const MINUTE = 60_000;

/** When a hold made at `now` lapses. */
const holdEnds = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * MINUTE);

/** Holds that count at `now`, but the buyer's own (`exceptUser`): theirs never block them. */
const liveOfOthers = (now: Date, exceptUser: string | undefined): SQL | undefined =>
  and(
    gt(checkoutHolds.heldUntil, now),
    exceptUser === undefined ? undefined : ne(checkoutHolds.userId, exceptUser),
  );

/** Units of each product held by live holds of others (products with none are absent). */
export async function heldUnits(
  db: Runner,
  productIds: readonly string[],
  now: Date,
  exceptUser?: string,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: checkoutHolds.productId,
      units: sql<number>`cast(sum(${checkoutHolds.units}) as integer)`,
    })
    .from(checkoutHolds)
    .where(and(inArray(checkoutHolds.productId, [...productIds]), liveOfOthers(now, exceptUser)))
    .groupBy(checkoutHolds.productId);
  return new Map(rows.map((r) => [r.productId!, Number(r.units)]));
}

/** Uses of a coupon held by live holds of others. */
export async function heldUses(
  db: Runner,
  couponId: string,
  now: Date,
  exceptUser?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(coalesce(sum(${checkoutHolds.units}), 0) as integer)` })
    .from(checkoutHolds)
    .where(and(eq(checkoutHolds.couponId, couponId), liveOfOthers(now, exceptUser)));
  return Number(row?.n ?? 0);
}

export interface NewHold {
  paymentOrderId: string;
  userId: string;
  /** Units per product id. */
  units: ReadonlyMap<string, number>;
  couponId?: string | undefined;
  now: Date;
}

/**
 * Writes a payment order's holds (after its products and coupon were locked and found free),
 * replacing the buyer's earlier ones: a buyer retrying their checkout holds once, not twice.
 */
export async function placeHolds(tx: Tx, hold: NewHold): Promise<void> {
  await tx.delete(checkoutHolds).where(eq(checkoutHolds.userId, hold.userId));
  const heldUntil = holdEnds(hold.now);
  const rows: (typeof checkoutHolds.$inferInsert)[] = [...hold.units].map(([productId, units]) => ({
    paymentOrderId: hold.paymentOrderId,
    userId: hold.userId,
    productId,
    units,
    heldUntil,
  }));
  if (hold.couponId)
    rows.push({
      paymentOrderId: hold.paymentOrderId,
      userId: hold.userId,
      couponId: hold.couponId,
      units: 1,
      heldUntil,
    });
  if (rows.length > 0) await tx.insert(checkoutHolds).values(rows);
}

/** Gives back what a payment order held: it was paid (its order took it), failed or dismissed. */
export async function releaseHolds(db: Runner, paymentOrderId: string): Promise<void> {
  await db.delete(checkoutHolds).where(eq(checkoutHolds.paymentOrderId, paymentOrderId));
}

/** How long a lapsed row is kept before it is pruned (a lapsed row counts for nothing). */
const PRUNE_AFTER_MS = 60 * MINUTE;

/**
 * Deletes a batch of rows lapsed over an hour ago, skipping any row another transaction has
 * locked (so pruning never waits on, nor deadlocks with, a checkout). Opportunistic: called after
 * a checkout's holds are written, never needed for correctness; a failure is only logged.
 */
export async function pruneHolds(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - PRUNE_AFTER_MS);
  await db.execute(sql`
    delete from ${checkoutHolds} where ${checkoutHolds.id} in (
      select ${checkoutHolds.id} from ${checkoutHolds}
      where ${lt(checkoutHolds.heldUntil, cutoff)}
      limit 500 for update skip locked)`);
}
