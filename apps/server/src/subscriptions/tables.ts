import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from '../catalogue/tables';
import { createdAt, primaryId, type AddressSnapshot } from '../db/columns';
import { ownerId } from '../accounts/tables';
import { orders } from '../orders/tables';

// ---- Subscribe and save (issue 38, item 2; ADR 024) --------------------------------------------

/**
 * Which product categories may be bought on subscription (catalogue data): food, litter and
 * regular medicines. A category missing here may not. Seeded by migration 0020.
 */
export const categorySubscriptions = pgTable('category_subscriptions', {
  category: text('category').primaryKey(),
  subscribable: boolean('subscribable').notNull(),
});

/**
 * A buyer's standing order of one product, made when the first order with that cart line is paid
 * online. `unit_price_paise` is the unit price the subscriber agreed to (the subscription price on
 * that day): a renewal never charges more without their consent. `payment_id` is the first
 * payment, whose stored authorisation (`mandate_*`, the provider's customer and token) pays the
 * renewals. `renewal_queued_for` and `reminded_for` name the delivery date whose renewal job and
 * reminder mail were written, so each is written once however many instances sweep.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    userId: ownerId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    intervalWeeks: integer('interval_weeks').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** YYYY-MM-DD (India): the next delivery's order is made on this day. */
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    shippingType: text('shipping_type').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    mandateCustomerId: text('mandate_customer_id'),
    mandateToken: text('mandate_token'),
    /** The order whose payment started it. */
    firstOrderId: uuid('first_order_id').references(() => orders.id, { onDelete: 'set null' }),
    renewalQueuedFor: date('renewal_queued_for', { mode: 'string' }),
    remindedFor: date('reminded_for', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_status_created_idx').on(t.status, t.createdAt, t.id),
    index('subscriptions_created_idx').on(t.createdAt, t.id),
    index('subscriptions_due_idx')
      .on(t.nextDate)
      .where(sql`${t.status} = 'active'`),
    check('subscriptions_status_valid', sql`${t.status} in ('active', 'paused', 'cancelled')`),
    check('subscriptions_interval_valid', sql`${t.intervalWeeks} in (2, 4, 6, 8)`),
    check('subscriptions_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('subscriptions_price_positive', sql`${t.unitPricePaise} > 0`),
  ],
);

/**
 * One scheduled delivery of a subscription, written once per subscription and date (the unique
 * index is what makes a renewal happen once, whichever instance runs its job): `charging` while
 * the provider is asked, then `paid` (with its order), or `skipped` / `failed` with the reason;
 * `review` when a renewal was found half done (the process died while charging) — never charged
 * again, left for an operator.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: primaryId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    /** out-of-stock, price-rose, withdrawn, payment-failed, skipped (by the subscriber). */
    reason: text('reason'),
    amountPaise: integer('amount_paise').notNull().default(0),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_renewals_once_idx').on(t.subscriptionId, t.date),
    check(
      'subscription_renewals_status_valid',
      sql`${t.status} in ('charging', 'paid', 'skipped', 'failed', 'review')`,
    ),
  ],
);
