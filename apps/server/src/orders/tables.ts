import {
  boolean,
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
import { createdAt, primaryId } from '../db/columns';
import { ownerId } from '../accounts/tables';
import { coupons } from '../coupons/tables';
import type { AddressSnapshot } from '../db/columns';
export { NO_ADDRESS, type AddressSnapshot, type OrderLineSnapshot } from '../db/columns';
import { paymentOrders } from '../payments/tables';

/** Placed orders. One per payment order and per payment id: verifying twice finds the first. */
export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    userId: ownerId(),
    paymentOrderId: uuid('payment_order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'set null' }),
    paymentId: text('payment_id').unique(),
    totalPaise: integer('total_paise').notNull(),
    shippingType: text('shipping_type').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    /** The provider's refund of a cancelled paid order, and its state (processed, pending). */
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    /** Set when an operator ships it (both required then). */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** Where the buyer follows the parcel, when a booked courier carries it (issue 55). */
    trackingUrl: text('tracking_url'),
    /** Whether placing it took its products' units from stock (orders from before stock did not). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    /** The coupon's code as the buyer used it, and what it took off (issue 38); 0 without one. */
    couponCode: text('coupon_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * What was given back before the order ended for lines refused before shipping (a pharmacy
     * line a pharmacist refused, issue 53 item 2): a later cancellation refunds only the rest.
     */
    linesRefundedPaise: integer('lines_refunded_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // With id, a page of the orders list (newest first, ties by id) is read straight off the index.
    index('orders_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // The back office's queue: newest first (read backwards), by status or not (issue 31).
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('orders_pincode_idx').on(sql`(${t.address}->>'pincode')`),
    // A buyer found by the delivery address's email or phone, when it is not the account's.
    index('orders_address_email_idx').on(sql`lower(${t.address}->>'email')`),
    index('orders_address_phone_idx').on(sql`(${t.address}->>'phone')`),
    // The order number people read out (`#` and the id's last 8 characters, as the buyer's
    // Orders tab shows it): found by an index of those characters.
    index('orders_number_idx').on(sql`right(${t.id}::text, 8)`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('order_items_order_idx').on(t.orderId, t.position)],
);

/** Every status an order has had, with when: the buyer's timeline (issue 15). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who made the change; null for the buyer's own steps and payments. */
    staffId: uuid('staff_id'),
    /** What else happened with it: the courier and tracking number, a refund, cash collected. */
    note: text('note'),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/** One use of a coupon by one order; released (and no longer counted) when the order is cancelled. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: primaryId(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId)],
);
