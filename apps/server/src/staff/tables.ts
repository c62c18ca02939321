import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, primaryId } from '../db/columns';

// ---- The back office (issue 31) ---------------------------------------------------------------

/**
 * The shop's staff: separate from pet parents (their own sessions, never a pet parent's token).
 * A role says what they may see and change (staff/staff.ts). Nobody is deleted: an owner disables.
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
