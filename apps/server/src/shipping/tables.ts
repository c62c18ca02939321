import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, createdAt, primaryId } from '../db/columns';
import { orders } from '../orders/tables';
import { staff } from '../staff/tables';

/**
 * A batch of labels staff printed when they booked a courier (issue 55 item 3): one PDF for every
 * order of the batch, kept so it can be printed again; only back-office staff with the orders area
 * may read it.
 */
export const shipmentLabels = pgTable('shipment_labels', {
  id: primaryId(),
  pdf: bytea('pdf').notNull(),
  /** How many shipments it holds. */
  shipments: integer('shipments').notNull(),
  staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * An order's shipment at the courier: the aggregator's order and shipment ids, the air waybill
 * (the order's tracking number), its label batch and what its tracking last said. One order has
 * at most one shipment (a second booking is refused: the order is shipped already).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Which courier adapter booked it: 'sandbox' or 'shiprocket'. */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerShipmentId: text('provider_shipment_id').notNull(),
    awb: text('awb').notNull().unique(),
    /** The courier company the aggregator assigned (Delhivery, Xpressbees…). */
    courierName: text('courier_name').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    labelId: uuid('label_id').references(() => shipmentLabels.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD: the day the courier said it comes to pick up; null when no pickup was booked. */
    pickupDate: text('pickup_date'),
    state: text('state').notNull().default('booked'),
    /** The courier's last words for a failed delivery attempt (NDR), while it is undelivered. */
    ndrReason: text('ndr_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'shipments_state_valid',
      sql`${t.state} in ('booked', 'in-transit', 'out-for-delivery', 'delivered', 'undelivered', 'rto')`,
    ),
  ],
);

/**
 * Every tracking event a courier's webhook brought, once: `key` (the air waybill, the courier's
 * status and its time) is unique, so the same event posted twice is recorded, and acted on, once.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: primaryId(),
    key: text('key').notNull().unique(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The courier's own words ('OUT FOR DELIVERY') and what we read them as. */
    courierStatus: text('courier_status').notNull(),
    state: text('state'),
    /** When the courier says it happened. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.at)],
);
