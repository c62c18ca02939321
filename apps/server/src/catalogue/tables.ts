import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, primaryId, tsvector } from '../db/columns';
import { ownerId } from '../accounts/tables';

/**
 * The store catalogue. Money is integer paise; the API speaks rupees. Search (issue 14) matches
 * `search_vector` (full text, weighted: name, then brand, category, species and life stage, then
 * description), computed by the database. Typed words that match nothing are corrected against
 * the catalogue's own words (`product_words`, migration 0010, trigram-indexed).
 */
export const products = pgTable(
  'products',
  {
    id: primaryId(),
    /** A stable key so seeding is idempotent. */
    slug: text('slug').notNull().unique(),
    store: text('store').notNull().default('petstore'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    imageUrl: text('image_url').notNull(),
    petspecies: text('petspecies').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull().default(''),
    lifeStage: text('life_stage').notNull().default('all'),
    averageRating: real('average_rating'),
    /** The ratings the average is made of: sum of stars and how many (seeded ones included). */
    ratingSum: real('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The product's rating (ADR 026, 028): the sum and count of its sizes on sale together, the
     * same on every row of its group, so a search filters and sorts by it without adding sizes
     * up. Kept by a trigger (migration 0022) in the transaction that moves a size's rating, its
     * withdrawal or its group; never written by the application.
     */
    productRatingSum: real('product_rating_sum').notNull().default(0),
    productRatingCount: integer('product_rating_count').notNull().default(0),
    /** Units that can still be sold: taken when an order is placed, given back when it is cancelled. */
    stock: integer('stock').notNull().default(0),
    /** The maximum retail price printed on the pack (paise), when it is above our price. */
    mrpPaise: integer('mrp_paise'),
    /** More pictures after `image_url` (upload URLs), in the order the catalogue shows them. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Moves on every edit by staff: an edit made against an older version is refused. */
    version: integer('version').notNull().default(1),
    /** When staff withdrew it from sale; withdrawn products are in no list, search or cart. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Subscribe and save (ADR 024): true or false overrides its category's rule
     * (`category_subscriptions`), e.g. litter among the accessories; null follows the category.
     */
    subscribable: boolean('subscribable'),
    /**
     * Variants (ADR 026): rows of one product share this key (its first size's slug); a product
     * with one size is its own group. `name` is the product's, without the size.
     */
    variantGroup: text('variant_group').notNull(),
    /** The size or pack this row sells ('3 kg', 'Medium'); '' when the product has no sizes. */
    variantLabel: text('variant_label').notNull().default(''),
    /**
     * Tax by product (issue 55 item 2): its HSN code and GST rate (percent), the same on all its
     * sizes; null follows its category's (`GST_BY_CATEGORY`). Invoices print what is set here.
     */
    hsn: text('hsn'),
    gstRate: integer('gst_rate'),
    /** This size's stock-keeping unit, unique in the catalogue; its weight and parcel size. */
    sku: text('sku').unique(),
    weightGrams: integer('weight_grams'),
    lengthCm: real('length_cm'),
    widthCm: real('width_cm'),
    heightCm: real('height_cm'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name || ' ' || variant_label), 'A') || setweight(to_tsvector('english', brand || ' ' || category || ' ' || petspecies || ' ' || case life_stage when 'young' then (case petspecies when 'dog' then 'puppy' else 'kitten' end) when 'all' then '' else life_stage end), 'B') || setweight(to_tsvector('english', description), 'C')`,
    ),
    createdAt: createdAt(),
    /**
     * The transaction that last changed what a search reads of the row (its words, price,
     * category, stock or not, rating, sale), as a 64-bit transaction id: set by a trigger
     * (migration 0033), never by the application. The search index of each instance
     * (search/searchIndex.ts, ADR 034) reads again the rows changed since it last looked.
     */
    searchXid: bigint('search_xid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('products_store_idx').on(t.store, t.name),
    index('products_search_xid_idx').on(t.searchXid),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // A product's card (ADR 026): of its sizes, the cheapest in stock, read in this order.
    index('products_card_idx').on(t.variantGroup, sql`(${t.stock} = 0)`, t.pricePaise, t.id),
    index('products_species_category_price_idx').on(t.petspecies, t.category, t.pricePaise),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_hsn_digits', sql`${t.hsn} is null or ${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_gst_rate', sql`${t.gstRate} is null or ${t.gstRate} in (0, 5, 12, 18, 28, 40)`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    index('products_low_stock_idx')
      .on(t.stock)
      .where(sql`${t.withdrawnAt} is null`),
    check(
      'products_rating_range',
      sql`${t.averageRating} is null or (${t.averageRating} >= 1 and ${t.averageRating} <= 5)`,
    ),
  ],
);

/**
 * Each statement that deleted products, by its transaction (migration 0033's trigger): products
 * are withdrawn, not deleted, but a deletion made by hand still reaches every instance's search
 * index (search/searchIndex.ts), which then reads the catalogue again whole.
 */
export const productDeletions = pgTable('product_deletions', {
  xid: bigint('xid', { mode: 'number' }).notNull(),
});

/** Reviews by buyers: one per user and product, its stars counted in the product's rating. */
export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);
