import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from '../catalogue/tables';
import { coupons } from '../coupons/tables';
import { createdAt, primaryId } from '../db/columns';
import { ownerId } from '../accounts/tables';

// ---- Shopping (issue 4) -----------------------------------------------------------------------

/** Product cart lines: one per user and product, so concurrent adds update, never duplicate. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: ownerId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Subscribe and save (ADR 024): deliver every 2, 4, 6 or 8 weeks; null for a one-time purchase. */
    subscribeWeeks: integer('subscribe_weeks'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check(
      'cart_items_subscribe_weeks_valid',
      sql`${t.subscribeWeeks} is null or ${t.subscribeWeeks} in (2, 4, 6, 8)`,
    ),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: ownerId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * Pharmacy orders waiting in the cart: a prescription and a quantity. The prescription is an
 * uploaded file (an upload name), or a consultation's Petverse prescription (its booking, issue 53
 * item 2: ordered in one tap, once per account).
 */
export const vetCarts = pgTable(
  'vet_carts',
  {
    id: primaryId(),
    userId: ownerId(),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    prescriptionFile: text('prescription_file'),
    /** The provider booking whose prescription this orders (consultations' provider_bookings). */
    bookingId: uuid('booking_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vet_carts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('vet_carts_user_booking_idx').on(t.userId, t.bookingId),
    check('vet_carts_quantity_range', sql`${t.quantity} between 1 and 99`),
    check(
      'vet_carts_one_prescription',
      sql`(${t.prescriptionFile} is null) <> (${t.bookingId} is null)`,
    ),
  ],
);

// ---- Holds (issue 54 item 2; ADR 032) ----------------------------------------------------------

/**
 * What a card payment holds while its buyer pays (HOLD_MINUTES): a product's units, or one use of
 * a coupon, one row each. A row counts against what others can buy while `held_until` is ahead
 * (decided under the product's or coupon's row lock); a lapsed row simply stops counting and is
 * pruned later. `payment_order_id` names the payment order the hold is for (written before that
 * order exists, so no foreign key); a buyer has one set of holds, replaced by their next checkout.
 */
export const checkoutHolds = pgTable(
  'checkout_holds',
  {
    id: primaryId(),
    paymentOrderId: uuid('payment_order_id').notNull(),
    userId: ownerId(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_holds_product_idx').on(t.productId, t.heldUntil),
    index('checkout_holds_coupon_idx').on(t.couponId, t.heldUntil),
    index('checkout_holds_payment_order_idx').on(t.paymentOrderId),
    index('checkout_holds_user_idx').on(t.userId),
    index('checkout_holds_held_until_idx').on(t.heldUntil),
    check('checkout_holds_one_thing', sql`(${t.productId} is null) <> (${t.couponId} is null)`),
    check('checkout_holds_units_positive', sql`${t.units} > 0`),
  ],
);
