import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  dueSchedule,
  PET_RECORD_MAX_ENTRIES,
  PET_RECORD_MAX_VISITS,
  PET_RECORD_MESSAGES as M,
  prescriptionNumber,
  type PetVisit,
  type ProviderKind,
  type Deworming,
  type DoseKind,
  type PetCondition,
  type PetRecord,
  type PetRecordResponse,
  type Vaccination,
  type ConditionKind,
  type WeightEntry,
  type PetDocument,
  type PetDocumentKind,
} from '@petverse/api/contract';
import { pets } from '../pets/tables';
import type { Runner, Tx } from '../db/client';
import { badRequest, notFound } from '../platform/errors';
import { petConditions, petDocuments, petDoses, petRecordShares, petWeights } from './tables';
import { indiaIso } from '../providers';
import { providerBookings, providers } from '../providers/tables';
import { consultationPrescriptions } from '../consultations/tables';

/*
 * The record's reads and the pet's lock: plain functions over a transaction, no Fastify types.
 */

type PetRow = typeof pets.$inferSelect;
export type DoseRow = typeof petDoses.$inferSelect;

/**
 * The signed-in user's pet, locked for the change (every change of one pet's record goes one at a
 * time: its entry counts and its reminders stay consistent); someone else's pet is not found.
 */
export async function ownPetForChange(tx: Tx, petId: string, userId: string): Promise<PetRow> {
  const [pet] = await tx
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .for('update');
  if (!pet) throw notFound(M.petNotFound);
  return pet;
}

/** The signed-in user's pet, read; someone else's pet is not found. */
export async function ownPet(db: Runner, petId: string, userId: string): Promise<PetRow> {
  const [pet] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)));
  if (!pet) throw notFound(M.petNotFound);
  return pet;
}

/** Refuses a new entry past PET_RECORD_MAX_ENTRIES of its kind (the rows `where` picks). */
export async function ensureRoom(tx: Tx, table: PgTable, where: SQL | undefined): Promise<void> {
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(table).where(where);
  if (n >= PET_RECORD_MAX_ENTRIES) throw badRequest(M.tooMany);
}

const toVaccination = (row: DoseRow): Vaccination => ({
  id: row.id,
  name: row.name,
  givenOn: row.givenOn,
  nextDueOn: row.nextDueOn,
  brand: row.brand,
  batch: row.batch,
});
const toDeworming = (row: DoseRow): Deworming => ({
  id: row.id,
  name: row.name,
  givenOn: row.givenOn,
  nextDueOn: row.nextDueOn,
});

/** A pet's doses of one kind, newest first. */
export async function dosesOf(db: Runner, petId: string, kind: DoseKind): Promise<DoseRow[]> {
  return db
    .select()
    .from(petDoses)
    .where(and(eq(petDoses.petId, petId), eq(petDoses.kind, kind)))
    .orderBy(desc(petDoses.givenOn), desc(petDoses.id));
}

/**
 * The pet's visits on Petverse that took place (its bookings marked done), newest first, each with
 * the prescription its clinic wrote.
 */
async function visitsOf(db: Runner, petId: string): Promise<PetVisit[]> {
  const rows = await db
    .select({
      bookingId: providerBookings.id,
      kind: providers.kind,
      provider: providers.name,
      service: providerBookings.service,
      startsAt: providerBookings.startsAt,
      notes: consultationPrescriptions.notes,
      medicines: consultationPrescriptions.medicines,
    })
    .from(providerBookings)
    .innerJoin(providers, eq(providers.id, providerBookings.providerId))
    .leftJoin(
      consultationPrescriptions,
      eq(consultationPrescriptions.bookingId, providerBookings.id),
    )
    .where(and(eq(providerBookings.petId, petId), eq(providerBookings.status, 'done')))
    .orderBy(desc(providerBookings.startsAt))
    .limit(PET_RECORD_MAX_VISITS);
  return rows.map((r) => ({
    bookingId: r.bookingId,
    kind: r.kind as ProviderKind,
    provider: r.provider,
    service: r.service,
    start: indiaIso(new Date(r.startsAt)),
    prescription: r.medicines
      ? {
          number: prescriptionNumber(r.bookingId),
          diagnosis: r.notes?.diagnosis ?? '',
          medicines: r.medicines.map((m) => [m.name, m.strength].filter(Boolean).join(' ')),
        }
      : null,
  }));
}

/** The whole record of a pet (its owner's checked by the caller), as of `now`. */
export async function recordOf(db: Runner, pet: PetRow, now: Date): Promise<PetRecord> {
  const [vaccinationRows, dewormingRows, weightRows, conditionRows, visits] = await Promise.all([
    dosesOf(db, pet.id, 'vaccination'),
    dosesOf(db, pet.id, 'deworming'),
    db
      .select()
      .from(petWeights)
      .where(eq(petWeights.petId, pet.id))
      .orderBy(asc(petWeights.measuredOn), asc(petWeights.createdAt)),
    db
      .select()
      .from(petConditions)
      .where(eq(petConditions.petId, pet.id))
      .orderBy(asc(petConditions.createdAt), asc(petConditions.id)),
    visitsOf(db, pet.id),
  ]);
  const vaccinations = vaccinationRows.map(toVaccination);
  const dewormings = dewormingRows.map(toDeworming);
  const weights: WeightEntry[] = weightRows.map((w) => ({
    id: w.id,
    kg: w.grams / 1000,
    measuredOn: w.measuredOn,
  }));
  const conditions: PetCondition[] = conditionRows.map((c) => ({
    id: c.id,
    kind: c.kind as ConditionKind,
    text: c.text,
  }));
  return {
    pet: {
      id: pet.id,
      name: pet.name,
      species: pet.species,
      breed: pet.breed,
      petDateOfBirth: pet.dateOfBirth,
    },
    vaccinations,
    dewormings,
    weights,
    conditions,
    due: dueSchedule({ vaccinations, dewormings }, now),
    visits,
  };
}

/**
 * A pet's record for someone its owner has let see it (the clinic of a booking for that pet: the
 * caller checks that), or null when there is no such pet.
 */
export async function recordOfPet(db: Runner, petId: string, now: Date): Promise<PetRecord | null> {
  const [pet] = await db.select().from(pets).where(eq(pets.id, petId));
  return pet ? recordOf(db, pet, now) : null;
}

type DocumentRow = typeof petDocuments.$inferSelect;

const toDocument = (row: DocumentRow): PetDocument => ({
  id: row.id,
  kind: row.kind as PetDocumentKind,
  title: row.title,
  type: row.file.slice(row.file.lastIndexOf('.') + 1) as PetDocument['type'],
  size: row.size,
  uploadedAt: new Date(row.createdAt).toISOString(),
  file: `/api/pets/${row.petId}/documents/${row.id}/file`,
});

/** A pet's documents, newest first. */
export async function documentsOf(db: Runner, petId: string): Promise<PetDocument[]> {
  const rows = await db
    .select()
    .from(petDocuments)
    .where(eq(petDocuments.petId, petId))
    .orderBy(desc(petDocuments.createdAt), desc(petDocuments.id));
  return rows.map(toDocument);
}

/** The owner's view: the record, whether a share link is live, and the documents. */
export async function ownerRecord(db: Runner, pet: PetRow, now: Date): Promise<PetRecordResponse> {
  const [record, [share], documents] = await Promise.all([
    recordOf(db, pet, now),
    db
      .select({ expiresAt: petRecordShares.expiresAt })
      .from(petRecordShares)
      .where(and(eq(petRecordShares.petId, pet.id), gt(petRecordShares.expiresAt, now))),
    documentsOf(db, pet.id),
  ]);
  return {
    ...record,
    share: share ? { expiresAt: new Date(share.expiresAt).toISOString() } : null,
    documents,
  };
}
