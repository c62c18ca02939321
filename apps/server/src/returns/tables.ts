import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RefundDestination } from '@petverse/api/contract';
import { createdAt, primaryId } from '../db/columns';
import { ownerId } from '../accounts/tables';
import { orders } from '../orders/tables';

// ---- Returns (issue 38, item 5; ADR 023) -------------------------------------------------------

/**
 * Which product categories may be returned (catalogue data): medicines (`health`) are not.
 * A category missing here is not returnable. Seeded by migration 0019.
 */
export const categoryReturns = pgTable('category_returns', {
  category: text('category').primaryKey(),
  returnable: boolean('returnable').notNull(),
});

/** One line of a return: the order's line and how many of its units go back. */
export interface ReturnLine {
  orderItemId: string;
  name: string;
  quantity: number;
}

/** One step of a return, as its timeline shows it. */
export interface ReturnStep {
  status: string;
  at: string;
}

/**
 * A buyer's return of some units of a delivered order. Every change locks the order's row first,
 * so two operators marking it received at once refund it once. `refund_paise` is what its
 * receipt refunds (computed again then); `refund_id` is set once, with the refund.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    note: text('note'),
    /** The upload's name of the buyer's picture (required when damaged). */
    picture: text('picture'),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    /** Why staff rejected it, shown to the buyer. */
    rejection: text('rejection'),
    refundPaise: integer('refund_paise').notNull().default(0),
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    /** Where a cash order's refund is paid (issue 58 item 7): the buyer's UPI ID or bank account. */
    refundTo: jsonb('refund_to').$type<RefundDestination>(),
    history: jsonb('history').$type<ReturnStep[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    index('order_returns_status_created_idx').on(t.status, t.createdAt, t.id),
    index('order_returns_created_idx').on(t.createdAt, t.id),
    check(
      'order_returns_status_valid',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'picked-up', 'received')`,
    ),
    check('order_returns_refund_not_negative', sql`${t.refundPaise} >= 0`),
  ],
);
