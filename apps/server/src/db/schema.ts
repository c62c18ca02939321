import { randomUUID } from 'node:crypto';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PostalAddress, RefundDestination } from '@petverse/api/contract';

// Columns most tables share (a domain's own `tables.ts` uses them too).
export const primaryId = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The owning user; their rows go when they do. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A tsvector column: what full-text search matches against. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
     * (lib/searchIndex.ts, ADR 034) reads again the rows changed since it last looked.
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
 * index (lib/searchIndex.ts), which then reads the catalogue again whole.
 */
export const productDeletions = pgTable('product_deletions', {
  xid: bigint('xid', { mode: 'number' }).notNull(),
});

/**
 * The search vocabulary (issue 35), kept as data: words shoppers type that the catalogue does not
 * use — Hinglish and Hindi (in Latin letters and in Devanagari), English variants, brands we do
 * not carry — each with the catalogue words it is searched as. Search reads it in the database
 * (lib/catalogueSearch.ts): a typed word or phrase found here is matched as itself or as `means`.
 * Seeded by its migration (0016); a change to the words is a new migration.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** What a shopper types: lower case, words separated by one space ('kutta', 'कुत्ता', 'royal canin'). */
    term: text('term').primaryKey(),
    /** The catalogue words it is searched as, in to_tsquery syntax ('dog', 'dog & food', 'health | vitamin'). */
    means: text('means').notNull(),
    /** How the answer names what the term was read as ('dog food'); null: not worth saying (a variant). */
    shows: text('shows'),
    /** A brand we do not carry, as it is written ('Royal Canin'); null for any other word. */
    brand: text('brand'),
  },
  (t) => [check('search_terms_term_lower', sql`${t.term} = lower(${t.term})`)],
);

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

/** Pet parents. The email is unique whatever its case; the password is an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** An upload name under /api/uploads, or null. */
    image: text('image'),
    /** Tokens carry this number; bumping it (logout, password reset) revokes every older token. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Moved by a trigger on every change to the user's orders, their lines or their timelines
     * (migration 0013), in the same transaction: an instance keeps a page of orders answered at
     * one version until the user's version moves (ADR 016).
     */
    ordersVersion: integer('orders_version').notNull().default(0),
    /** Whether appointment reminders are mailed (order mails always are); issue 32. */
    reminders: boolean('reminders').notNull().default(true),
    /**
     * The language the pet parent last used the site in ('en' | 'hi'; issue 35), read from the
     * site's language cookie when they sign up, log in, order or book: their mails are written
     * in it.
     */
    locale: text('locale').$type<'en' | 'hi'>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_locale_known', sql`${t.locale} in ('en', 'hi')`),
  ],
);

/** The one live reset code of a user: an HMAC of the code, its expiry and the tries used. */
export const passwordResets = pgTable('password_resets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A queued mail handed to the transport, by its job's key: a retry of the same job (its
 * completion was lost when the database went away) finds it here and does not mail again.
 */
export const mailSent = pgTable('mail_sent', {
  key: text('key').primaryKey(),
  messageId: text('message_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail that was not sent by SMTP: kept here (and logged) so the flows work on one machine. */
export const outbox = pgTable(
  'outbox',
  {
    id: primaryId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part, when the mail has one. */
    html: text('html'),
    /** The attached files' names (their bytes are not kept). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const pets = pgTable(
  'pets',
  {
    id: primaryId(),
    userId: ownerId(),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pets_user_idx').on(t.userId, t.createdAt),
    check('pets_species_valid', sql`${t.species} in ('dog', 'cat', 'other')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: primaryId(),
    userId: ownerId(),
    type: text('type').notNull().default('Home'),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull().default('India'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default address per user.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_type_valid', sql`${t.type} in ('Home', 'Work', 'Other')`),
    check('addresses_pincode_valid', sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

/**
 * Registration-form submissions and team applications (key 'teamApplication'): the values as
 * validated (text and lists), and the stored files ({ field, name, originalName, type, size }).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: primaryId(),
    formKey: text('form_key').notNull(),
    values: jsonb('values').$type<Record<string, string | string[]>>().notNull(),
    files: jsonb('files').$type<StoredFormFile[]>().notNull().default([]),
    /** The partner site it was sent from (PARTNER_ORIGINS), or null for our own site. */
    partnerOrigin: text('partner_origin'),
    /** What the partner's page sent with it (its `hidden-*` attributes, UTM parameters). */
    hidden: jsonb('hidden').$type<Record<string, string>>().notNull().default({}),
    /** The review (issue 31): new, in-review, approved or declined; a decline carries a note. */
    status: text('status').notNull().default('new'),
    note: text('note'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_key_idx').on(t.formKey, t.createdAt),
    index('form_submissions_status_idx').on(t.status, t.createdAt),
    check(
      'form_submissions_status_valid',
      sql`${t.status} in ('new', 'in-review', 'approved', 'declined')`,
    ),
  ],
);

/** One stored file of a form submission. */
export interface StoredFormFile {
  /** The form field it came from. */
  field: string;
  /** Our random name in the form-file storage. */
  name: string;
  /** The name the sender gave it (shown, never used as a path). */
  originalName: string;
  /** The MIME type sniffed from the content. */
  type: string;
  /** Bytes. */
  size: number;
}

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

/** Doctor consultations waiting in the cart. */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: primaryId(),
    userId: ownerId(),
    doctorId: uuid('doctor_id').notNull(),
    doctorName: text('doctor_name').notNull(),
    specialty: text('specialty').notNull().default(''),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    selectedTime: text('selected_time').notNull(),
    consultationMode: text('consultation_mode').notNull(),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    pricePaise: integer('price_paise').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_bookings_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('consultation_bookings_slot_idx').on(
      t.userId,
      t.doctorId,
      t.selectedDate,
      t.selectedTime,
    ),
  ],
);

/** An order line as priced by the server when a payment order or an order is made. */
export interface OrderLineSnapshot {
  itemType: 'product' | 'pharmacy' | 'booking';
  itemId: string;
  name: string;
  pricePaise: number;
  quantity: number;
  /** A subscribed product line (ADR 024): priced at the subscription price, starts one when paid. */
  subscribeWeeks?: number;
}

/** The delivery address as it was when the order was made. */
export type AddressSnapshot = PostalAddress;

/** The address of a payment order that delivers nothing (an appointment, a booking). */
export const NO_ADDRESS: AddressSnapshot = {
  name: '',
  phone: '',
  email: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  country: '',
};

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

/** Payment-provider webhook events already handled, by the provider's event id. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Services (issue 5) -----------------------------------------------------------------------

/** What a grooming payment order was priced for. */
export interface GroomingPaymentDetails {
  partnerId: string;
  services: string[];
}

/** Vets of the clinic page; the ids of seeded doctors are fixed so links stay stable. */
export const doctors = pgTable(
  'doctors',
  {
    id: primaryId(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    location: text('location').notNull(),
    /** Years. */
    experience: integer('experience').notNull(),
    rating: real('rating').notNull(),
    reviews: integer('reviews').notNull(),
    bio: text('bio').notNull(),
    image: text('image').notNull(),
    species: jsonb('species').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('doctors_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`)],
);

export const groomingPartners = pgTable(
  'grooming_partners',
  {
    id: primaryId(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    rating: real('rating').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('grooming_partners_city_idx').on(sql`lower(${t.city})`, t.position)],
);

export const groomingServices = pgTable(
  'grooming_services',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => groomingPartners.id, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.serviceName] }),
    check('grooming_services_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

/** Booked grooming appointments: one per paid payment order. */
export const groomingOrders = pgTable(
  'grooming_orders',
  {
    id: primaryId(),
    userId: ownerId(),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => groomingPartners.id, { onDelete: 'restrict' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    serviceType: text('service_type').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    appointmentTime: text('appointment_time').notNull(),
    pricePaise: integer('price_paise').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    /** The provider's refund of a cancelled appointment, and its state (processed, pending). */
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    /** The job that mails its reminder a day before; cancelled with the appointment. */
    reminderJobId: text('reminder_job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('grooming_orders_user_idx').on(t.userId, t.createdAt),
    // A partner's day: the slots a reschedule must not overlap.
    index('grooming_orders_partner_day_idx').on(t.partnerId, t.appointmentDate),
  ],
);

/** Mating profiles: seeded examples (by profileId) and the ones users add. */
export const matingProfiles = pgTable(
  'mating_profiles',
  {
    id: primaryId(),
    profileId: text('profile_id').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    breed: text('breed').notNull(),
    petName: text('pet_name').notNull(),
    location: text('location').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mating_profiles_created_idx').on(t.createdAt)],
);

// ---- Operations (issue 11) --------------------------------------------------------------------

/**
 * Secrets every instance must agree on (token signing, sandbox signing) when the environment
 * does not give them: generated once by whichever instance starts first, kept here.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database when several instances share it (DATABASE_URL): pictures,
 * prescriptions and form documents, each in its bucket under the random name it was given.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    data: bytea('data').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.name] })],
);

// ---- The back office (issue 31) ---------------------------------------------------------------

/**
 * The shop's staff: separate from pet parents (their own sessions, never a pet parent's token).
 * A role says what they may see and change (lib/staff.ts). Nobody is deleted: an owner disables.
 */
export const staff = pgTable(
  'staff',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'staff_role_valid',
      sql`${t.role} in ('owner', 'operations', 'catalogue', 'partnerships', 'pharmacist')`,
    ),
  ],
);

/**
 * A signed-in staff member's session: the hash of its opaque token. It ends after
 * STAFF_IDLE_HOURS without a request, on sign-out, and when its staff member is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time links, kept as the hash of their token: 'setup' (the first owner, printed in the
 * start-up log while there is none) and 'invitation' (an owner invites a colleague by mail).
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the back office names an invitation by (never its token). */
    id: uuid('id').notNull().defaultRandom().unique(),
    kind: text('kind').notNull(),
    email: text('email'),
    name: text('name'),
    role: text('role'),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** An invitation an owner withdrew, or that a newer one to the same address ended. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [check('staff_tokens_kind_valid', sql`${t.kind} in ('setup', 'invitation')`)],
);

/**
 * Every change staff make, with who, when, what, and the data before and after. Append-only: no
 * route edits or deletes it, and the database refuses updates and deletes (migration 0014).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staff.id),
    /** The name and email as they were, so the entry reads the same after a rename. */
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_staff_at_idx').on(t.staffId, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);

/**
 * Consultations once ordered: the booking's details (the cart's row goes when it is bought),
 * so the clinic sees its doctors' days. One per booking line of an order.
 */
export const consultationAppointments = pgTable(
  'consultation_appointments',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    doctorId: uuid('doctor_id').notNull(),
    doctorName: text('doctor_name').notNull(),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    selectedTime: text('selected_time').notNull(),
    consultationMode: text('consultation_mode').notNull(),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    /** booked, completed, no-show or cancelled. */
    status: text('status').notNull().default('booked'),
    /** The job that mails its reminder a day before; cancelled with the appointment. */
    reminderJobId: text('reminder_job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_appointments_doctor_day_idx').on(t.doctorId, t.selectedDate),
    index('consultation_appointments_day_idx').on(t.selectedDate),
  ],
);

// ---- GST tax invoices (issue 32) ---------------------------------------------------------------

/** The last number given in each series (invoices, credit notes) and financial year. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * An order's tax invoice, and the credit note that cancels it: numbered without gaps in their
 * series, with everything the document shows kept as it was issued (the PDF is drawn from it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    /** For a return's credit note (issue 38): the return it refunds; null for the order's own. */
    returnId: uuid('return_id').references(() => orderReturns.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One invoice and one cancelling credit note per order; one credit note per return.
    uniqueIndex('invoices_order_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('invoices_return_idx').on(t.returnId),
    check('invoices_kind_valid', sql`${t.kind} in ('invoice', 'credit-note')`),
  ],
);

/** What an invoice or credit note shows, as issued. Money in paise. */
export interface InvoiceDocument {
  seller: { name: string; address: string; gstin: string; state: string };
  buyer: { name: string; address: string; phone: string; email: string };
  placeOfSupply: string;
  kind: 'intra' | 'inter';
  orderNumber: string;
  orderDate: string;
  /** For a credit note: the invoice it cancels. */
  cancels?: string;
  lines: {
    description: string;
    hsn: string;
    quantity: number;
    ratePercent: number;
    /** What the buyer paid for the line, tax included. */
    amountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  paymentMethod: string;
  /** A coupon used on the order (issue 38): its discount is already taken off the lines' amounts. */
  coupon?: { code: string; discountPaise: number };
}

// ---- Coupons (issue 38) ------------------------------------------------------------------------

/**
 * A code operators make in the back office: `percent` (value is whole percent, capped by
 * max_discount_paise when set) or `flat` (value is paise). `used` counts the uses taken by
 * orders not cancelled; an order takes one with a conditional update (`used < total_limit`) in
 * its own transaction, so the last use goes to one buyer however many try at once.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    /** Upper case, as typed codes are compared. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /**
     * Shown to every buyer (the offers page, "Coupons you can use" at payment; issue 55 item 6).
     * Private by default: a code made before this existed may have been given to one person.
     */
    public: boolean('public').notNull().default(false),
    perUserLimit: integer('per_user_limit'),
    totalLimit: integer('total_limit'),
    used: integer('used').notNull().default(0),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_created_idx').on(t.createdAt, t.id),
    check('coupons_kind_valid', sql`${t.kind} in ('percent', 'flat')`),
    check(
      'coupons_used_within_limit',
      sql`${t.totalLimit} is null or ${t.used} <= ${t.totalLimit}`,
    ),
    check('coupons_used_not_negative', sql`${t.used} >= 0`),
  ],
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

/**
 * What the demo content was last seeded from: a digest of the seed's rows and its code (issue 33
 * item 6). A start whose seed would change nothing skips it (it cost ~0.8 s of every restart).
 */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per instance that `GET /api/ready` writes (issue 54 item 5): readiness is taking a
 * write, not only answering a read — a full disk, a read-only standby after a failover or a lock
 * that holds writes all make it 503.
 */
export const readiness = pgTable('readiness', {
  instance: text('instance').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

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
