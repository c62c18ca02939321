import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsultationNotes, PrescribedMedicine, Prescription } from '@petverse/api/contract';
import { sql } from 'drizzle-orm';
import { createdAt, primaryId } from '../db/columns';
import { providerBookings } from '../providers/tables';

/*
 * The consultation room's chat (issue 53 item 1): what the pet parent and the clinic wrote beside
 * the call, kept with the booking (its record) and gone with it.
 */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: primaryId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => providerBookings.id, { onDelete: 'cascade' }),
    /** 'parent' or 'doctor'. */
    side: text('side').notNull(),
    /** The sender's name as it was when they wrote. */
    name: text('name').notNull(),
    /** What was written ('' for a photo sent alone). */
    body: text('body').notNull(),
    /** A photo sent with it (its stored file's name), or null. */
    photo: text('photo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_messages_booking_idx').on(t.bookingId, t.createdAt),
    check('consultation_messages_side_check', sql`${t.side} in ('parent', 'doctor')`),
  ],
);

/**
 * A consultation's notes and e-prescription (issue 53 item 2): one per booking, signed by one of
 * its clinic's registered doctors; rewritten in place within the follow-up days (the newest is
 * the one that stands).
 */
export const consultationPrescriptions = pgTable('consultation_prescriptions', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => providerBookings.id, { onDelete: 'cascade' }),
  signer: jsonb('signer').$type<Prescription['doctor']>().notNull(),
  medicines: jsonb('medicines').$type<PrescribedMedicine[]>().notNull(),
  notes: jsonb('notes').$type<ConsultationNotes>().notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
});

/**
 * Who came to a consultation's room (issue 53 item 4): when each side first opened it while it
 * was open. A room that closes with no doctor ever in it is refunded (absence.ts).
 */
export const consultationAttendance = pgTable('consultation_attendance', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => providerBookings.id, { onDelete: 'cascade' }),
  doctorJoinedAt: timestamp('doctor_joined_at', { withTimezone: true }),
  parentJoinedAt: timestamp('parent_joined_at', { withTimezone: true }),
});
