import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import {
  PET_RECORD_MESSAGES as M,
  type DoseKind,
  type PetRecordChangeResponse,
  type PetRecordResponse,
} from '@petverse/api/contract';
import { notFound } from '../platform/errors';
import { ensureRoom, ownerRecord, ownPet, ownPetForChange } from './records';
import { cancelReminderOf, syncReminder } from './reminders';
import { petShareRoutes } from './share';
import { petRecordPdfRoutes } from './recordPdf';
import { petDocumentRoutes, type RecordContext } from './documents';
import { petConditions, petDoses, petWeights } from './tables';
import {
  conditionBody,
  dewormingBody,
  doseChangesBody,
  entryParams,
  givenDate,
  measuredDate,
  nextDueDate,
  optional,
  petParams,
  vaccinationBody,
  weightBody,
} from './validation';

/** The path of each dose kind's entries under a pet. */
const DOSE_PATHS: Record<DoseKind, string> = {
  vaccination: 'vaccinations',
  deworming: 'dewormings',
};

/**
 * A pet parent's health record of each of their pets (issue 53 item 3): read it, add and remove
 * its entries, move a dose's next due date, share it by a link. Another user's pet is not found.
 */
export const petRecordRoutes: FastifyPluginAsyncTypebox<RecordContext> = async (app, ctx) => {
  await app.register(petRecordPdfRoutes, ctx);
  await app.register(petShareRoutes, ctx);
  await app.register(petDocumentRoutes, ctx);
  const { db, auth, clock, events } = ctx;
  const user = { onRequest: auth.requireUser };

  /** Runs a change of a pet's record under its lock; the record as it then stands. */
  const change = async (
    petId: string,
    userId: string,
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<string | undefined>,
    message: string,
  ): Promise<PetRecordChangeResponse> =>
    db.transaction(async (tx) => {
      const pet = await ownPetForChange(tx, petId, userId);
      const id = await work(tx);
      return { ...(id ? { id } : {}), message, record: await ownerRecord(tx, pet, clock()) };
    });

  app.get(
    '/pets/:petId/record',
    { ...user, schema: { params: petParams } },
    async (request, reply): Promise<PetRecordResponse> => {
      const pet = await ownPet(db, request.params.petId, request.userId);
      void reply.header('cache-control', 'private, no-store');
      return ownerRecord(db, pet, clock());
    },
  );

  for (const kind of ['vaccination', 'deworming'] as const) {
    const path = `/pets/:petId/${DOSE_PATHS[kind]}`;
    app.post(
      path,
      {
        ...user,
        schema: {
          params: petParams,
          body: kind === 'vaccination' ? vaccinationBody : dewormingBody,
        },
      },
      async (request, reply): Promise<PetRecordChangeResponse> => {
        const { body } = request;
        const givenOn = givenDate(body.givenOn, clock());
        const nextDueOn = nextDueDate(body.nextDueOn, givenOn);
        const extra =
          'brand' in body || 'batch' in body
            ? {
                brand: optional((body as { brand?: string }).brand),
                batch: optional((body as { batch?: string }).batch),
              }
            : {};
        const answer = await change(
          request.params.petId,
          request.userId,
          async (tx) => {
            await ensureRoom(
              tx,
              petDoses,
              and(eq(petDoses.petId, request.params.petId), eq(petDoses.kind, kind)),
            );
            const [row] = await tx
              .insert(petDoses)
              .values({
                petId: request.params.petId,
                kind,
                name: body.name.trim(),
                givenOn,
                nextDueOn,
                ...extra,
              })
              .returning({ id: petDoses.id });
            await syncReminder(events, tx, request.params.petId, kind, body.name);
            return row!.id;
          },
          kind === 'vaccination' ? M.vaccinationAdded : M.dewormingAdded,
        );
        void reply.status(201);
        return answer;
      },
    );

    app.patch(
      `${path}/:id`,
      { ...user, schema: { params: entryParams, body: doseChangesBody } },
      async (request): Promise<PetRecordChangeResponse> => {
        const { petId, id } = request.params;
        const { body } = request;
        return change(
          petId,
          request.userId,
          async (tx) => {
            const [dose] = await tx
              .select()
              .from(petDoses)
              .where(and(eq(petDoses.id, id), eq(petDoses.petId, petId), eq(petDoses.kind, kind)));
            if (!dose) throw notFound(M.entryNotFound);
            const nextDueOn =
              body.nextDueOn === undefined
                ? dose.nextDueOn
                : nextDueDate(body.nextDueOn, dose.givenOn);
            await tx
              .update(petDoses)
              .set({
                nextDueOn,
                ...(body.brand !== undefined && kind === 'vaccination'
                  ? { brand: optional(body.brand) }
                  : {}),
                ...(body.batch !== undefined && kind === 'vaccination'
                  ? { batch: optional(body.batch) }
                  : {}),
              })
              .where(eq(petDoses.id, id));
            await syncReminder(events, tx, petId, kind, dose.name, nextDueOn !== dose.nextDueOn);
            return undefined;
          },
          M.entryChanged,
        );
      },
    );

    app.delete(
      `${path}/:id`,
      { ...user, schema: { params: entryParams } },
      async (request): Promise<PetRecordChangeResponse> => {
        const { petId, id } = request.params;
        return change(
          petId,
          request.userId,
          async (tx) => {
            const [dose] = await tx
              .select()
              .from(petDoses)
              .where(and(eq(petDoses.id, id), eq(petDoses.petId, petId), eq(petDoses.kind, kind)));
            if (!dose) throw notFound(M.entryNotFound);
            await cancelReminderOf(events, tx, dose);
            await tx.delete(petDoses).where(eq(petDoses.id, id));
            await syncReminder(events, tx, petId, kind, dose.name);
            return undefined;
          },
          M.entryDeleted,
        );
      },
    );
  }

  app.post(
    '/pets/:petId/weights',
    { ...user, schema: { params: petParams, body: weightBody } },
    async (request, reply): Promise<PetRecordChangeResponse> => {
      const measuredOn = measuredDate(request.body.measuredOn, clock());
      const grams = Math.round(request.body.kg * 1000);
      const answer = await change(
        request.params.petId,
        request.userId,
        async (tx) => {
          await ensureRoom(tx, petWeights, eq(petWeights.petId, request.params.petId));
          const [row] = await tx
            .insert(petWeights)
            .values({ petId: request.params.petId, grams, measuredOn })
            .returning({ id: petWeights.id });
          return row!.id;
        },
        M.weightAdded,
      );
      void reply.status(201);
      return answer;
    },
  );

  app.post(
    '/pets/:petId/conditions',
    { ...user, schema: { params: petParams, body: conditionBody } },
    async (request, reply): Promise<PetRecordChangeResponse> => {
      const answer = await change(
        request.params.petId,
        request.userId,
        async (tx) => {
          await ensureRoom(tx, petConditions, eq(petConditions.petId, request.params.petId));
          const [row] = await tx
            .insert(petConditions)
            .values({
              petId: request.params.petId,
              kind: request.body.kind,
              text: request.body.text.trim(),
            })
            .returning({ id: petConditions.id });
          return row!.id;
        },
        M.conditionAdded,
      );
      void reply.status(201);
      return answer;
    },
  );

  for (const [path, table] of [
    ['weights', petWeights],
    ['conditions', petConditions],
  ] as const) {
    app.delete(
      `/pets/:petId/${path}/:id`,
      { ...user, schema: { params: entryParams } },
      async (request): Promise<PetRecordChangeResponse> => {
        const { petId, id } = request.params;
        return change(
          petId,
          request.userId,
          async (tx) => {
            const gone = await tx
              .delete(table)
              .where(and(eq(table.id, id), eq(table.petId, petId)))
              .returning({ id: table.id });
            if (!gone.length) throw notFound(M.entryNotFound);
            return undefined;
          },
          M.entryDeleted,
        );
      },
    );
  }
};
