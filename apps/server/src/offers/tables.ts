import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from '../db/schema';

/**
 * What the owner sets for the whole shop, one row per setting (`name`), its value as JSON: the
 * free-delivery threshold (`delivery`: `{ freeDeliveryFromPaise: number | null }`, ADR 039). A
 * missing row is the default (the spec's shipping prices). Changed in the back office, audited.
 */
export const shopSettings = pgTable('shop_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
