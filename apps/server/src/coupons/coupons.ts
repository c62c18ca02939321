import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  couponDiscountPaise,
  normaliseCouponCode,
  paiseToRupees,
  type CouponKind,
  type Text,
} from '@petverse/api/contract';
import { indiaDateTime } from '@petverse/mail';
import type { Tx, Runner } from '../db/client';
import { users } from '../accounts/tables';
import { coupons } from './tables';
import { couponUses } from '../orders/tables';
import { orders } from '../orders/tables';
import { HttpError, badRequest } from '../platform/errors';
import { heldUses } from '../checkout/holds';

/*
 * Coupons (issue 38), taken like stock (ADR 017, ADR 022): a code is checked when its price is
 * fixed (the payment order, or the cash order), and one use is taken by the transaction that
 * writes the order, with one conditional update (`used < total_limit`): the row's lock orders
 * concurrent buyers, and a buyer who finds none left takes none. A card payment holds its use
 * while its buyer pays (ADR 032, checkout/holds.ts): uses held for others count as used; a failed or
 * dismissed payment releases its hold. A cancelled order gives its use back once
 * (`releaseCoupon`).
 */

type CouponRow = typeof coupons.$inferSelect;

/** What a coupon is priced on: an order as `priceOrder` (checkout/checkout.ts) priced it. */
interface Priced {
  lines: readonly { pricePaise: number; quantity: number }[];
  totalPaise: number;
}
/** A coupon priced into an order: its discount is off `totalPaise`. */
export interface PricedCoupon {
  id: string;
  code: string;
  discountPaise: number;
}

/** A coupon the buyer cannot use, and why (one of COUPON_MESSAGES). */
export class CouponRefused extends HttpError {
  constructor(status: 400 | 409, text: Text) {
    super(status, text);
  }
}

/** The user's orders that count against first-order-only coupons: every one not cancelled. */
async function ordersOf(db: Runner, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/** The user's uses of a coupon that still count (their orders not cancelled). */
async function usesBy(db: Runner, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponId),
        eq(couponUses.userId, userId),
        isNull(couponUses.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Refuses what limits the buyer and the coupon's uses: first order only, per user, in total
 * (uses held for other buyers paying right now count as used, ADR 032).
 */
export async function checkLimits(db: Runner, coupon: CouponRow, userId: string, now: Date) {
  if (coupon.firstOrderOnly && (await ordersOf(db, userId)) > 0)
    throw new CouponRefused(409, COUPON_MESSAGES.firstOrderOnly(coupon.code));
  if (coupon.perUserLimit !== null && (await usesBy(db, coupon.id, userId)) >= coupon.perUserLimit)
    throw new CouponRefused(409, COUPON_MESSAGES.alreadyUsed(coupon.code));
  if (coupon.totalLimit === null) return;
  if (coupon.used >= coupon.totalLimit)
    throw new CouponRefused(409, COUPON_MESSAGES.usedUp(coupon.code));
  if (coupon.used + (await heldUses(db, coupon.id, now, userId)) >= coupon.totalLimit)
    throw new CouponRefused(409, COUPON_MESSAGES.heldByOthers(coupon.code));
}

/**
 * Prices a code on an order priced by `priceOrder`: refuses (4xx, one of COUPON_MESSAGES) an
 * unknown, deactivated, not yet valid or expired code, an order below its minimum (saying how much
 * more), a second order on a first-order coupon, a code the buyer has used up, one used up by
 * everyone; else the order with its discount taken off the total.
 */
export async function applyCoupon<Order extends Priced>(
  db: Runner,
  userId: string,
  priced: Order,
  typed: string,
  now: Date,
): Promise<Order & { coupon: PricedCoupon }> {
  const code = normaliseCouponCode(typed);
  if (code === '') throw badRequest(COUPON_MESSAGES.empty);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon) throw new CouponRefused(400, COUPON_MESSAGES.unknown(code));
  if (coupon.deactivatedAt) throw new CouponRefused(400, COUPON_MESSAGES.deactivated(code));
  if (coupon.startsAt && coupon.startsAt > now)
    throw new CouponRefused(400, COUPON_MESSAGES.notYetValid(code, indiaDateTime(coupon.startsAt)));
  if (coupon.endsAt && coupon.endsAt <= now)
    throw new CouponRefused(400, COUPON_MESSAGES.expired(code));
  const subtotalPaise = subtotalOf(priced);
  if (subtotalPaise < coupon.minOrderPaise)
    throw new CouponRefused(
      400,
      COUPON_MESSAGES.belowMinimum(
        code,
        paiseToRupees(coupon.minOrderPaise),
        paiseToRupees(coupon.minOrderPaise - subtotalPaise),
      ),
    );
  await checkLimits(db, coupon, userId, now);
  const discountPaise = couponDiscountPaise(
    {
      kind: coupon.kind as CouponKind,
      value: coupon.value,
      maxDiscountPaise: coupon.maxDiscountPaise,
    },
    subtotalPaise,
  );
  return {
    ...priced,
    coupon: { id: coupon.id, code, discountPaise },
    // The discount is whole rupees, so the total stays whole rupees.
    totalPaise: priced.totalPaise - discountPaise,
  };
}

/** The lines' sum, paise (shipping apart). */
export const subtotalOf = (priced: Pick<Priced, 'lines'>) =>
  priced.lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);

/**
 * Locks `userId`'s row (their checkouts one at a time, so per-user and first-order limits hold)
 * and then the coupon's, and refuses (CouponRefused, 409) when no use is left for them: used up,
 * or its last uses held for other buyers' payments. Until the transaction ends nobody else takes
 * or holds a use. The coupon's row, as it was locked.
 */
export async function ensureCouponLeft(
  tx: Tx,
  couponId: string,
  userId: string,
  now: Date,
): Promise<CouponRow> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  if (!coupon) throw new CouponRefused(409, COUPON_MESSAGES.usedUp('This coupon'));
  await checkLimits(tx, coupon, userId, now);
  return coupon;
}

/**
 * Takes one use of the coupon for `userId`'s order, in the order's transaction, once
 * `ensureCouponLeft` found one for them. Throws CouponRefused (409) when none is left.
 */
export async function takeCouponUse(
  tx: Tx,
  couponId: string,
  userId: string,
  now: Date,
): Promise<void> {
  const coupon = await ensureCouponLeft(tx, couponId, userId, now);
  const [taken] = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.totalLimit} is null or ${coupons.used} < ${coupons.totalLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (!taken) throw new CouponRefused(409, COUPON_MESSAGES.usedUp(coupon.code));
}

/** Records the use an order took (after `takeCouponUse`, once the order exists). */
export async function recordCouponUse(tx: Tx, couponId: string, userId: string, orderId: string) {
  await tx.insert(couponUses).values({ couponId, userId, orderId });
}

/** Gives a cancelled order's coupon use back, once (orders without one have nothing to give). */
export async function releaseCoupon(tx: Tx, orderId: string): Promise<void> {
  const [use] = await tx
    .update(couponUses)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  if (!use) return;
  await tx
    .update(coupons)
    .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
    .where(eq(coupons.id, use.couponId));
}
