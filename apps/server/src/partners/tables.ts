import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from '../db/columns';
import { formSubmissions } from '../forms/tables';

/**
 * Each event posted to a partner's webhook (issue 58 item 9): its id is the `webhook-id` the
 * partner deduplicates by, the same on every retry and resend; the last attempt's answer is kept
 * for the back office's delivery log. The body is not stored: a registration's is built from its
 * submission at each attempt, a test's from this row.
 */
export const partnerDeliveries = pgTable(
  'partner_webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    partnerOrigin: text('partner_origin').notNull(),
    event: text('event').notNull(),
    submissionId: uuid('submission_id').references(() => formSubmissions.id, {
      onDelete: 'cascade',
    }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The partner's HTTP status at the last attempt; null when it did not answer. */
    lastStatusCode: integer('last_status_code'),
    /** Why the last attempt failed, in words (a timeout, a refused connection, a status). */
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The queue's job carrying the next attempt (its start time is the next retry). */
    jobId: text('job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('partner_webhook_deliveries_origin_idx').on(t.partnerOrigin, t.createdAt),
    check(
      'partner_webhook_deliveries_event_valid',
      sql`${t.event} in ('registration.submitted', 'webhook.test')`,
    ),
    check(
      'partner_webhook_deliveries_status_valid',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);
