import { randomUUID } from 'node:crypto';
import { check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** The store catalogue. Money is integer paise; the API speaks rupees. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().$defaultFn(() => randomUUID()),
    /** A stable key so seeding is idempotent. */
    slug: text('slug').notNull().unique(),
    store: text('store').notNull().default('petstore'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    imageUrl: text('image_url').notNull(),
    petspecies: text('petspecies').notNull(),
    category: text('category').notNull(),
    averageRating: real('average_rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_store_idx').on(t.store, t.name),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_rating_range', sql`${t.averageRating} is null or (${t.averageRating} >= 1 and ${t.averageRating} <= 5)`),
  ],
);
