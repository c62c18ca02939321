import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ownerId } from '../accounts/tables';
import { createdAt, primaryId } from '../db/columns';
import { orders } from '../orders/tables';
import { staff } from '../staff/tables';
import { providerBookings } from '../providers/tables';

/**
 * A pharmacist's check of one pharmacy line of an order (issue 53 item 2), written with the order:
 * what it was ordered with (our doctor's prescription by its booking, or an uploaded file), and
 * the decision. An order with a line still 'pending' does not ship; a 'refused' one was refunded.
 */
export const pharmacyChecks = pgTable(
  'pharmacy_checks',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's position among the order's lines (order_items.position). */
    position: integer('position').notNull(),
    userId: ownerId(),
    bookingId: uuid('booking_id').references(() => providerBookings.id, { onDelete: 'set null' }),
    /** The uploaded prescription's stored name (checkout/prescriptions.ts), or null. */
    prescriptionFile: text('prescription_file'),
    status: text('status').notNull().default('pending'),
    /** Why it was refused: the pet parent is told. */
    reason: text('reason'),
    staffId: uuid('staff_id').references(() => staff.id),
    staffName: text('staff_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundPaise: integer('refund_paise').notNull().default(0),
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pharmacy_checks_line_idx').on(t.orderId, t.position),
    index('pharmacy_checks_status_idx').on(t.status, t.createdAt),
    check('pharmacy_checks_status_valid', sql`${t.status} in ('pending', 'approved', 'refused')`),
  ],
);
