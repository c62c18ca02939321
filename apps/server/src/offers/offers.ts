import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { paiseToRupees, type CouponKind, type OfferCoupon } from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { coupons } from '../coupons/tables';
import { CouponRefused, checkLimits } from '../coupons/coupons';

type CouponRow = typeof coupons.$inferSelect;

/** The most coupons an offers list shows. */
const MOST = 50;

/** A public coupon as buyers read it: no counts, no limits but the minimum and first order. */
export function toOfferCoupon(row: CouponRow): OfferCoupon {
  return {
    code: row.code,
    kind: row.kind as CouponKind,
    value: row.kind === 'flat' ? paiseToRupees(row.value) : row.value,
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minOrder: paiseToRupees(row.minOrderPaise),
    endsAt: row.endsAt ? new Date(row.endsAt).toISOString() : null,
    firstOrderOnly: row.firstOrderOnly,
  };
}

/**
 * The public coupons anyone may use at `now`: public, not deactivated, started, not ended, not
 * used up; the soonest to end first. One-person (private) codes are never listed.
 */
export async function publicCoupons(db: Runner, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.public, true),
        isNull(coupons.deactivatedAt),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        sql`(${coupons.totalLimit} is null or ${coupons.used} < ${coupons.totalLimit})`,
      ),
    )
    .orderBy(sql`${coupons.endsAt} asc nulls last`, desc(coupons.createdAt), asc(coupons.id))
    .limit(MOST);
}

/**
 * The public coupons `userId` may use at `now`: those of `publicCoupons` that the checkout's own
 * limits (coupons/coupons.ts `checkLimits`: first order only, uses per buyer, uses held for others)
 * do not refuse them. The minimum order is not checked: the list says it.
 */
export async function availableTo(db: Runner, userId: string, now: Date): Promise<CouponRow[]> {
  const open = await publicCoupons(db, now);
  const usable: CouponRow[] = [];
  for (const coupon of open) {
    try {
      await checkLimits(db, coupon, userId, now);
      usable.push(coupon);
    } catch (error) {
      if (!(error instanceof CouponRefused)) throw error;
    }
  }
  return usable;
}
