import { randomUUID } from 'node:crypto';
import { boolean, check, date, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** Pet parents. The email is unique whatever its case; the password is an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().$defaultFn(() => randomUUID()),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** An upload name under /api/uploads, or null. */
    image: text('image'),
    /** Tokens carry this number; bumping it (logout, password reset) revokes every older token. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** The one live reset code of a user: an HMAC of the code, its expiry and the tries used. */
export const passwordResets = pgTable('password_resets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail that was not sent by SMTP: kept here (and logged) so the flows work on one machine. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().$defaultFn(() => randomUUID()),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().$defaultFn(() => randomUUID()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().$defaultFn(() => randomUUID()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default address per user.
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
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
    id: uuid('id').primaryKey().$defaultFn(() => randomUUID()),
    formKey: text('form_key').notNull(),
    values: jsonb('values').$type<Record<string, string | string[]>>().notNull(),
    files: jsonb('files').$type<StoredFormFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_key_idx').on(t.formKey, t.createdAt)],
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
