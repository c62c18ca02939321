import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, primaryId } from '../db/columns';
import { pets } from '../pets/tables';

/*
 * The pet's health record (issue 53 item 3): the doses given (vaccinations and dewormings, with
 * their next due date and its reminder's job), weights, conditions and allergies, and the one
 * live share link of each pet. Every row belongs to a pet, and goes with it.
 */

const petId = () =>
  uuid('pet_id')
    .notNull()
    .references(() => pets.id, { onDelete: 'cascade' });

/** A vaccination or deworming given, and when the next is due. */
export const petDoses = pgTable(
  'pet_doses',
  {
    id: primaryId(),
    petId: petId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    brand: text('brand'),
    batch: text('batch'),
    /** The queued reminder of `next_due_on` (cancelled when the date moves or the dose goes). */
    reminderJobId: text('reminder_job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_doses_pet_idx').on(t.petId, t.kind, t.givenOn),
    check('pet_doses_kind_valid', sql`${t.kind} in ('vaccination', 'deworming')`),
    check(
      'pet_doses_due_after_given',
      sql`${t.nextDueOn} is null or ${t.nextDueOn} > ${t.givenOn}`,
    ),
  ],
);

/** A weight measured, in grams. */
export const petWeights = pgTable(
  'pet_weights',
  {
    id: primaryId(),
    petId: petId(),
    grams: integer('grams').notNull(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_weights_pet_idx').on(t.petId, t.measuredOn),
    check('pet_weights_grams_positive', sql`${t.grams} > 0`),
  ],
);

/** An allergy or a condition. */
export const petConditions = pgTable(
  'pet_conditions',
  {
    id: primaryId(),
    petId: petId(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_conditions_pet_idx').on(t.petId, t.createdAt),
    check('pet_conditions_kind_valid', sql`${t.kind} in ('allergy', 'condition')`),
  ],
);

/** A pet's live share link: only the SHA-256 of its token is kept. One per pet. */
export const petRecordShares = pgTable('pet_record_shares', {
  petId: uuid('pet_id')
    .primaryKey()
    .references(() => pets.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A document kept in the record (a lab report, a certificate): its file is stored under a random
 * name (checkout/prescriptions.ts' names: PDF, JPEG or PNG, recognised by content) and goes with it.
 */
export const petDocuments = pgTable(
  'pet_documents',
  {
    id: primaryId(),
    petId: petId(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The stored file's name. */
    file: text('file').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_documents_pet_idx').on(t.petId, t.createdAt),
    check('pet_documents_kind_valid', sql`${t.kind} in ('lab-report', 'certificate', 'other')`),
  ],
);
