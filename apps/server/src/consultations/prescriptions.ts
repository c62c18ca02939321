import { eq } from 'drizzle-orm';
import {
  FOLLOW_UP_DAYS,
  PRESCRIPTION_MESSAGES,
  ROOM_OPENS_MINUTES_BEFORE,
  ROOM_STATUSES,
  prescriptionNumber,
  type ConsultationNotes,
  type PrescribedMedicine,
  type Prescription,
  type PrescriptionPayload,
} from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { users } from '../accounts/tables';
import type { FastifyReply } from 'fastify';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { mailLater, type ShopEvents } from '../mail/events';
import { PDF_FONT, openPdf, pdfDate, pdfRows } from '../platform/pdf';
import { providers } from '../providers/tables';
import { bookingFor, type Booking } from './room';
import { consultationPrescriptions } from './tables';

const DAY_MS = 86_400_000;
const NOTE_PARTS = ['history', 'findings', 'diagnosis', 'advice'] as const;

/** Whether the booking may have its prescription written now: begun, and within the follow-up. */
function writable(booking: Booking, now: Date) {
  if (![...ROOM_STATUSES, 'done'].includes(booking.status))
    throw new HttpError(409, PRESCRIPTION_MESSAGES.notYet);
  if (now.getTime() < booking.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000)
    throw new HttpError(409, PRESCRIPTION_MESSAGES.notYet);
  if (now.getTime() > booking.endsAt.getTime() + FOLLOW_UP_DAYS * DAY_MS)
    throw new HttpError(409, PRESCRIPTION_MESSAGES.tooLate);
}

/** The payload's medicines and notes, trimmed; what is missing or wrong is said. */
function cleaned(payload: PrescriptionPayload): {
  medicines: PrescribedMedicine[];
  notes: ConsultationNotes;
} {
  const medicines = payload.medicines.map((m) => ({
    name: m.name.trim(),
    strength: m.strength.trim(),
    dose: m.dose.trim(),
    frequency: m.frequency.trim(),
    days: m.days,
    instructions: m.instructions.trim(),
  }));
  if (medicines.some((m) => !m.name || !m.strength || !m.dose || !m.frequency))
    throw badRequest(PRESCRIPTION_MESSAGES.medicine);
  const notes = Object.fromEntries(
    NOTE_PARTS.map((part) => [part, payload.notes[part]?.trim() ?? '']),
  ) as unknown as ConsultationNotes;
  if (medicines.length === 0 && NOTE_PARTS.every((part) => !notes[part]))
    throw badRequest(PRESCRIPTION_MESSAGES.nothing);
  return { medicines, notes };
}

/** The clinic's row and the pet parent's, as a prescription names them. */
async function partiesOf(db: Runner, booking: Booking) {
  const [[clinic], [parent]] = await Promise.all([
    db.select().from(providers).where(eq(providers.id, booking.providerId)),
    db
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, booking.userId)),
  ]);
  return { clinic: clinic!, parent: parent! };
}

/** A prescription as both sides read it, from its row and its booking. */
async function prescriptionFrom(
  db: Runner,
  booking: Booking,
  row: typeof consultationPrescriptions.$inferSelect,
): Promise<Prescription> {
  const { clinic, parent } = await partiesOf(db, booking);
  return {
    bookingId: booking.id,
    number: prescriptionNumber(booking.id),
    pet: booking.pet,
    parent: parent.name,
    clinic: { name: clinic.name, address: clinic.address, city: clinic.city },
    doctor: row.signer,
    medicines: row.medicines,
    notes: row.notes,
    writtenAt: new Date(row.writtenAt).toISOString(),
    followUpUntil: new Date(booking.endsAt.getTime() + FOLLOW_UP_DAYS * DAY_MS).toISOString(),
  };
}

/** The booking's prescription, or null while none is written. */
export async function prescriptionOf(db: Runner, booking: Booking): Promise<Prescription | null> {
  const [row] = await db
    .select()
    .from(consultationPrescriptions)
    .where(eq(consultationPrescriptions.bookingId, booking.id));
  return row ? prescriptionFrom(db, booking, row) : null;
}

/**
 * The prescription of a consultation booked by `userId` (its pet parent), for what acts on it
 * beyond the room (ordering its medicines, the pharmacist's check); 404 for anyone else's
 * booking, null while none is written.
 */
export const ownersPrescription = async (
  db: Runner,
  bookingId: string,
  userId: string,
): Promise<Prescription | null> =>
  prescriptionOf(db, await bookingFor(db, bookingId, { side: 'parent', userId }));

/**
 * Writes (or rewrites) a booking's prescription, signed by the clinic's doctor named (or its
 * first with a registration number), and mails the pet parent in the same transaction.
 */
export async function writePrescription(
  tx: Runner,
  events: ShopEvents,
  booking: Booking,
  payload: PrescriptionPayload,
  now: Date,
): Promise<Prescription> {
  writable(booking, now);
  const { medicines, notes } = cleaned(payload);
  const { clinic, parent } = await partiesOf(tx, booking);
  const doctors = clinic.people.filter(
    (p) => p.registrationNumber.trim() && p.qualification.trim(),
  );
  const signer = payload.doctor
    ? doctors.find((p) => p.name.trim().toLowerCase() === payload.doctor!.trim().toLowerCase())
    : doctors[0];
  if (!signer)
    throw new HttpError(
      409,
      payload.doctor ? PRESCRIPTION_MESSAGES.unknownSigner : PRESCRIPTION_MESSAGES.noSigner,
    );
  const row = {
    bookingId: booking.id,
    signer: {
      name: signer.name,
      qualification: signer.qualification,
      registrationNumber: signer.registrationNumber,
    },
    medicines,
    notes,
    writtenAt: now,
  };
  await tx
    .insert(consultationPrescriptions)
    .values(row)
    .onConflictDoUpdate({
      target: consultationPrescriptions.bookingId,
      set: { signer: row.signer, medicines, notes, writtenAt: now },
    });
  await mailLater(events, tx, {
    kind: 'prescription-written',
    to: parent.email,
    name: parent.name,
    locale: parent.locale,
    clinic: clinic.name,
    pet: booking.pet?.name ?? null,
    bookingId: booking.id,
  });
  return prescriptionFrom(tx, booking, row);
}

/** The prescription as a PDF page: the clinic, the pet, the notes, the medicines, the signature. */
export async function prescriptionPdf(p: Prescription): Promise<Buffer> {
  const { pdf, done } = await openPdf(`Prescription ${p.number}`);
  pdf.font(PDF_FONT.bold).fontSize(16).text(p.clinic.name);
  pdf
    .font(PDF_FONT.regular)
    .fontSize(9)
    .text([p.clinic.address, p.clinic.city].filter(Boolean).join(', '));
  pdf.moveDown(0.6).font(PDF_FONT.bold).fontSize(13).text('Prescription');
  pdf.font(PDF_FONT.regular).fontSize(9);
  pdf.text(`Number: ${p.number} · Date: ${pdfDate.format(new Date(p.writtenAt))}`);
  pdf.text(
    `Pet: ${p.pet ? `${p.pet.name} (${[p.pet.species, p.pet.breed].filter(Boolean).join(', ')})` : '—'} · Pet parent: ${p.parent}`,
  );
  for (const part of NOTE_PARTS) {
    if (!p.notes[part]) continue;
    pdf
      .moveDown(0.4)
      .font(PDF_FONT.bold)
      .text(part[0]!.toUpperCase() + part.slice(1));
    pdf.font(PDF_FONT.regular).text(p.notes[part]);
  }
  if (p.medicines.length) {
    pdf.moveDown(0.6).font(PDF_FONT.bold).fontSize(11).text('Rx').fontSize(9);
    const row = pdfRows(pdf, [150, 70, 60, 80, 40, 115], 6);
    row(['Medicine', 'Strength', 'Dose', 'How often', 'Days', 'Instructions'], true);
    for (const m of p.medicines)
      row([m.name, m.strength, m.dose, m.frequency, String(m.days), m.instructions]);
  }
  pdf.moveDown(1.2).font(PDF_FONT.bold).text(p.doctor.name);
  pdf.font(PDF_FONT.regular).text(p.doctor.qualification);
  pdf.text(`Registration: ${p.doctor.registrationNumber}`);
  pdf
    .moveDown(0.8)
    .fontSize(8)
    .text(
      `Signed electronically on Petverse. Questions about it are free in the consultation's chat until ${pdfDate.format(new Date(p.followUpUntil))}.`,
    );
  pdf.end();
  return done;
}

/** Answers with the prescription as a PDF download (health data: never kept); 404 while none. */
export async function sendPrescriptionPdf(reply: FastifyReply, prescription: Prescription | null) {
  if (!prescription) throw notFound(PRESCRIPTION_MESSAGES.none);
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="prescription-${prescription.number}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(await prescriptionPdf(prescription));
}
