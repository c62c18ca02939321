import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coupons } from '../coupons/tables';
import {
  createdAt,
  primaryId,
  type AddressSnapshot,
  type GroomingPaymentDetails,
  type OrderLineSnapshot,
} from '../db/columns';
import { ownerId } from '../accounts/tables';

/** An order at the payment provider: what it is for, priced by us, before it is paid. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: primaryId(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    userId: ownerId(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    shippingType: text('shipping_type').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    items: jsonb('items').$type<OrderLineSnapshot[]>().notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    /** created, then paid. */
    status: text('status').notNull().default('created'),
    /** What it pays for: 'cart' (an order of the carts) or 'grooming' (an appointment). */
    purpose: text('purpose').notNull().default('cart'),
    /** For 'grooming': the partner and the services priced into the amount. */
    grooming: jsonb('grooming').$type<GroomingPaymentDetails>(),
    /** The coupon priced into the amount (issue 38): its use is taken when the order is made. */
    couponId: uuid('coupon_id').references(() => coupons.id),
    discountPaise: integer('discount_paise').notNull().default(0),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payment_orders_user_idx').on(t.userId, t.createdAt)],
);

/** Payment-provider webhook events already handled, by the provider's event id. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
