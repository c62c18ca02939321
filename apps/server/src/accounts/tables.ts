import {
  boolean,
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
import { createdAt, primaryId } from '../db/columns';

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

/** The owning user; their rows go when they do. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

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
