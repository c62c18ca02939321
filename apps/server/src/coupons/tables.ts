import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, primaryId } from '../db/columns';
import { staff } from '../staff/tables';

// ---- Coupons (issue 38) ------------------------------------------------------------------------

/**
 * A code operators make in the back office: `percent` (value is whole percent, capped by
 * max_discount_paise when set) or `flat` (value is paise). `used` counts the uses taken by
 * orders not cancelled; an order takes one with a conditional update (`used < total_limit`) in
 * its own transaction, so the last use goes to one buyer however many try at once.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    /** Upper case, as typed codes are compared. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /**
     * Shown to every buyer (the offers page, "Coupons you can use" at payment; issue 55 item 6).
     * Private by default: a code made before this existed may have been given to one person.
     */
    public: boolean('public').notNull().default(false),
    perUserLimit: integer('per_user_limit'),
    totalLimit: integer('total_limit'),
    used: integer('used').notNull().default(0),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_created_idx').on(t.createdAt, t.id),
    check('coupons_kind_valid', sql`${t.kind} in ('percent', 'flat')`),
    check(
      'coupons_used_within_limit',
      sql`${t.totalLimit} is null or ${t.used} <= ${t.totalLimit}`,
    ),
    check('coupons_used_not_negative', sql`${t.used} >= 0`),
  ],
);
