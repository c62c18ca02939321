import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../db/columns';
import { staff } from '../staff/tables';

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

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
