import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import {
  PET_DOCUMENT_KINDS,
  PET_DOCUMENT_MESSAGES as D,
  PET_DOCUMENT_TITLE_MAX,
  PRESCRIPTION_MAX_BYTES,
  type PetDocumentKind,
  type PetRecordChangeResponse,
} from '@petverse/api/contract';
import type { AccountsContext } from '../accounts/context';
import { badRequest, notFound } from '../platform/errors';
import { PRESCRIPTION_TYPES, readFileForm, sniffPrescription } from '../checkout/prescriptions';
import { uploadQuota } from '../platform/rateLimit';
import type { UploadStorage } from '../platform/uploads';
import { ensureRoom, ownerRecord, ownPet, ownPetForChange } from './records';
import { petDocuments } from './tables';
import { entryParams, petParams } from './validation';

/** The record's routes' context: the accounts', and where documents are kept. */
export type RecordContext = AccountsContext & { documents: UploadStorage };

/**
 * The documents of a pet's record (issue 53 item 3): its owner uploads a lab report or a
 * certificate (PDF, JPEG or PNG, sniffed like a prescription), reads it back with their session,
 * and deletes it. Health data: anyone else's pet, or document, is not found.
 */
export const petDocumentRoutes: FastifyPluginAsyncTypebox<RecordContext> = async (
  app,
  { db, auth, clock, rateRules, documents },
) => {
  const countUpload = uploadQuota(app, rateRules);
  await app.register(multipart, {
    limits: { fileSize: PRESCRIPTION_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  });
  const user = { onRequest: auth.requireUser };

  app.post(
    '/pets/:petId/documents',
    { ...user, schema: { params: petParams } },
    async (request, reply): Promise<PetRecordChangeResponse> => {
      const { petId } = request.params;
      await ownPet(db, petId, request.userId);
      const { file, fields } = await readFileForm(request, {
        files: ['file'],
        fields: ['title', 'kind'],
        what: 'document',
        missing: D.form,
      });
      const title = fields.title?.trim() ?? '';
      if (!title || title.length > PET_DOCUMENT_TITLE_MAX || /[\r\n]/.test(title))
        throw badRequest(D.title);
      const kind = fields.kind as PetDocumentKind;
      if (!PET_DOCUMENT_KINDS.includes(kind)) throw badRequest(D.kind);
      if (!file) throw badRequest(D.noFile);
      const type = await sniffPrescription(file);
      if (!type) throw badRequest(D.file);
      await countUpload(request);
      const name = await documents.save(file, type);
      const answer = await db
        .transaction(async (tx) => {
          const pet = await ownPetForChange(tx, petId, request.userId);
          await ensureRoom(tx, petDocuments, eq(petDocuments.petId, petId));
          const [row] = await tx
            .insert(petDocuments)
            .values({ petId, kind, title, file: name, size: file.length })
            .returning({ id: petDocuments.id });
          return { id: row!.id, message: D.added, record: await ownerRecord(tx, pet, clock()) };
        })
        .catch(async (error: unknown) => {
          await documents.remove(name).catch(() => undefined);
          throw error;
        });
      void reply.status(201);
      return answer;
    },
  );

  app.get(
    '/pets/:petId/documents/:id/file',
    { ...user, schema: { params: entryParams } },
    async (request, reply) => {
      const { petId, id } = request.params;
      await ownPet(db, petId, request.userId);
      const [row] = await db
        .select()
        .from(petDocuments)
        .where(and(eq(petDocuments.id, id), eq(petDocuments.petId, petId)));
      const file = row ? await documents.open(row.file) : null;
      if (!row || !file) throw notFound(D.notFound);
      const ext = row.file.slice(row.file.lastIndexOf('.') + 1);
      return reply
        .type(PRESCRIPTION_TYPES[ext] ?? 'application/octet-stream')
        .header('Content-Length', file.size)
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  app.delete(
    '/pets/:petId/documents/:id',
    { ...user, schema: { params: entryParams } },
    async (request): Promise<PetRecordChangeResponse> => {
      const { petId, id } = request.params;
      const { answer, file } = await db.transaction(async (tx) => {
        const pet = await ownPetForChange(tx, petId, request.userId);
        const [gone] = await tx
          .delete(petDocuments)
          .where(and(eq(petDocuments.id, id), eq(petDocuments.petId, petId)))
          .returning({ file: petDocuments.file });
        if (!gone) throw notFound(D.notFound);
        return {
          file: gone.file,
          answer: { message: D.deleted, record: await ownerRecord(tx, pet, clock()) },
        };
      });
      await documents
        .remove(file)
        .catch((err: unknown) => request.log.warn({ err }, 'pet document file not removed'));
      return answer;
    },
  );
};
