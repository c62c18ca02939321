import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, primaryId } from '../db/columns';

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
