/*
 * A pet's health record as a PDF (issue 53 item 3): what a boarding kennel, a transporter or a
 * new vet asks for, printed from the same record the pages read — for its owner, and for whoever
 * holds a live share link. English, in the font that carries Hindi names as written.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { PetRecord } from '@petverse/api/contract';
import type { AccountsContext } from '../accounts/context';
import { PDF_FONT, openPdf, pdfDate, pdfRows } from '../platform/pdf';
import { ownerRecord, ownPet } from './records';
import { sharedRecord, TOKEN_PATTERN } from './share';
import { petParams } from './validation';
import { PET_RECORD_MESSAGES as M } from '@petverse/api/contract';

const day = (iso: string) =>
  pdfDate.format(new Date(iso.length === 10 ? `${iso}T12:00:00+05:30` : iso));

/** The record's PDF, as of `now`. */
export async function recordPdf(record: PetRecord, now: Date): Promise<Buffer> {
  const { pet } = record;
  const { pdf, done } = await openPdf(`Health record of ${pet.name}`);
  pdf.font(PDF_FONT.bold).fontSize(16).text(`Health record of ${pet.name}`);
  pdf
    .font(PDF_FONT.regular)
    .fontSize(9)
    .text(
      [pet.species, pet.breed, pet.petDateOfBirth ? `born ${day(pet.petDateOfBirth)}` : '']
        .filter(Boolean)
        .join(' · '),
    );
  const heading = (text: string) =>
    pdf
      .moveDown(0.8)
      .font(PDF_FONT.bold)
      .fontSize(11)
      .text(text)
      .font(PDF_FONT.regular)
      .fontSize(9);
  const none = (text: string) => pdf.text(text);

  heading('What is due');
  if (record.due.length)
    for (const d of record.due)
      pdf.text(
        `${d.name}: ${d.overdue ? `overdue since ${day(d.dueOn)}` : `due on ${day(d.dueOn)}`}`,
      );
  else none('Nothing is due.');

  heading('Vaccinations');
  if (record.vaccinations.length) {
    const row = pdfRows(pdf, [150, 80, 110, 90, 85], 5);
    row(['Vaccine', 'Given', 'Brand', 'Batch', 'Next due'], true);
    for (const v of record.vaccinations)
      row([
        v.name,
        day(v.givenOn),
        v.brand ?? '',
        v.batch ?? '',
        v.nextDueOn ? day(v.nextDueOn) : '',
      ]);
  } else none('No vaccinations recorded.');

  heading('Deworming');
  if (record.dewormings.length) {
    const row = pdfRows(pdf, [230, 140, 145], 3);
    row(['Dewormer', 'Given', 'Next due'], true);
    for (const d of record.dewormings)
      row([d.name, day(d.givenOn), d.nextDueOn ? day(d.nextDueOn) : '']);
  } else none('No deworming recorded.');

  heading('Weight');
  if (record.weights.length)
    pdf.text(record.weights.map((w) => `${w.kg} kg on ${day(w.measuredOn)}`).join(' · '));
  else none('No weight recorded.');

  heading('Allergies and conditions');
  if (record.conditions.length)
    for (const c of record.conditions)
      pdf.text(`${c.kind === 'allergy' ? 'Allergy' : 'Condition'}: ${c.text}`);
  else none('None recorded.');

  heading('Visits on Petverse');
  if (record.visits.length)
    for (const v of record.visits) {
      pdf.font(PDF_FONT.bold).text(`${day(v.start)} · ${v.provider} · ${v.service}`);
      pdf.font(PDF_FONT.regular);
      if (v.prescription)
        pdf.text(
          [
            `Prescription ${v.prescription.number}`,
            v.prescription.diagnosis,
            v.prescription.medicines.join(', '),
          ]
            .filter(Boolean)
            .join(' · '),
        );
    }
  else none('No visits on Petverse yet.');

  pdf
    .moveDown(1.2)
    .fontSize(8)
    .text(
      `Kept by ${pet.name}'s pet parent on Petverse, as of ${pdfDate.format(now)}. Entries other than visits are as the pet parent recorded them.`,
    );
  pdf.end();
  return done;
}

const sendPdf = async (reply: FastifyReply, record: PetRecord, now: Date) =>
  reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      `attachment; filename="health-record-${record.pet.name.replace(/[^\w-]+/g, '-') || 'pet'}.pdf"`,
    )
    .header('Cache-Control', 'private, no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(await recordPdf(record, now));

/** The PDF for the pet's owner, and for the holder of a live share link. */
export const petRecordPdfRoutes: FastifyPluginAsyncTypebox<AccountsContext> = async (
  app,
  { db, clock, auth },
) => {
  app.get(
    '/pets/:petId/record.pdf',
    { onRequest: auth.requireUser, schema: { params: petParams } },
    async (request, reply) => {
      const now = clock();
      const pet = await ownPet(db, request.params.petId, request.userId);
      return sendPdf(reply, await ownerRecord(db, pet, now), now);
    },
  );
  app.get(
    '/pets/shared/:token/record.pdf',
    {
      schema: {
        params: Type.Object({
          token: Type.String({ pattern: TOKEN_PATTERN, errorMessage: M.shareNotFound }),
        }),
      },
    },
    async (request, reply) => {
      const now = clock();
      return sendPdf(reply, await sharedRecord(db, request.params.token, now), now);
    },
  );
};
