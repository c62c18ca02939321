import {
  boolean,
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
import type { Availability, ProviderPerson } from '@petverse/api/contract';
import { addresses, users } from '../accounts/tables';
import { createdAt, primaryId } from '../db/columns';
import { formSubmissions } from '../forms/tables';
import { paymentOrders } from '../payments/tables';
import { pets } from '../pets/tables';

/*
 * The providers' tables (issue 52): a provider, its team's accounts, their invitations and
 * sessions, the services it lists, the pincodes it serves, and its bookings. Drizzle's schema
 * for this domain; `db/client.ts` joins it to the rest.
 */

const providerId = () =>
  uuid('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' });

/** A clinic, groomer, trainer, transporter or pharmacy: its listing, hours and terms. */
export const providers = pgTable(
  'providers',
  {
    id: primaryId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    about: text('about').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Where a clinic is; '' for home visits. */
    address: text('address').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The people the listing shows (a clinic's doctors), with their public profiles. */
    people: jsonb('people').$type<ProviderPerson[]>().notNull().default([]),
    availability: jsonb('availability').$type<Availability>().notNull(),
    autoAccept: boolean('auto_accept').notNull().default(false),
    /** invited (no owner yet), active, suspended (on no list, not bookable). */
    status: text('status').notNull().default('invited'),
    /** The platform's commission on a done booking, in basis points (1500 = 15 %). */
    commissionBps: integer('commission_bps').notNull().default(1500),
    /** The registration it was approved from; null for a demo provider of the seed. */
    registrationId: uuid('registration_id')
      .unique()
      .references(() => formSubmissions.id, { onDelete: 'set null' }),
    /** A stable key for the seed's demo providers. */
    seedKey: text('seed_key').unique(),
    /**
     * The secret of its calendar feed (`/api/calendar/{secret}.ics`): kept as it is, because the
     * portal shows the address again, as Google Calendar shows its secret address; resetting it
     * ends the old address. Null until the team first asks for the feed.
     */
    calendarSecret: text('calendar_secret').unique(),
    ratingSum: real('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('providers_kind_idx').on(t.kind, t.status)],
);

/** What a provider offers: priced in paise (GST included), with how long it takes. */
export const providerServices = pgTable(
  'provider_services',
  {
    id: primaryId(),
    providerId: providerId(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    minutes: integer('minutes').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('provider_services_name_idx').on(t.providerId, t.name)],
);

/** The pincodes a home-visit provider comes to. */
export const providerPincodes = pgTable(
  'provider_pincodes',
  {
    providerId: providerId(),
    pincode: text('pincode').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.pincode] }),
    index('provider_pincodes_pincode_idx').on(t.pincode),
  ],
);

/** A provider's team: an owner and the members it invites (a clinic's doctors, a groomer's staff). */
export const providerMembers = pgTable(
  'provider_members',
  {
    id: primaryId(),
    providerId: providerId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('provider_members_email_idx').on(sql`lower(${t.email})`)],
);

/** A one-time link that makes a provider account: kept hashed, 7 days, once, revocable. */
export const providerInvitations = pgTable(
  'provider_invitations',
  {
    id: primaryId(),
    providerId: providerId(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('provider_invitations_provider_idx').on(t.providerId)],
);

/** A signed-in provider account's session: the token's hash (the token is shown once). */
export const providerSessions = pgTable('provider_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => providerMembers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/**
 * A booking of a provider by a pet parent. It takes its place when made (`held` until
 * `held_until`, the payment window) and keeps it once paid; the slot counts of
 * `slots.ts` read these rows.
 */
export const providerBookings = pgTable(
  'provider_bookings',
  {
    id: primaryId(),
    providerId: providerId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    service: text('service').notNull(),
    minutes: integer('minutes').notNull(),
    pricePaise: integer('price_paise').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    paymentOrderId: uuid('payment_order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'set null' }),
    paymentId: text('payment_id').unique(),
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    /** Why it was declined, cancelled or moved. */
    reason: text('reason'),
    /** Where the provider moved it from (its first start): its pet parent may refuse the move. */
    movedFrom: timestamp('moved_from', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_bookings_slot_idx').on(t.providerId, t.startsAt),
    index('provider_bookings_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A pet parent's review of a provider, one per done booking. */
export const providerReviews = pgTable(
  'provider_reviews',
  {
    id: primaryId(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => providerBookings.id, { onDelete: 'cascade' }),
    providerId: providerId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('provider_reviews_provider_idx').on(t.providerId, t.createdAt)],
);

/** A month's payout to a provider, recorded by the operator (no money moves through us yet). */
export const providerPayouts = pgTable(
  'provider_payouts',
  {
    id: primaryId(),
    providerId: providerId(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    netPaise: integer('net_paise').notNull(),
    bankReference: text('bank_reference').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').notNull(),
  },
  (t) => [uniqueIndex('provider_payouts_month_idx').on(t.providerId, t.month)],
);
