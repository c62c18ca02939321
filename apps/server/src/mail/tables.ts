import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, primaryId } from '../db/columns';

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
