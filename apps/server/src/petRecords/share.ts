import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, gt } from 'drizzle-orm';
import {
  PET_RECORD_MESSAGES as M,
  SHARE_LINK_DAYS,
  sharedRecordPath,
  type SharedPetRecordResponse,
  type ShareLinkResponse,
} from '@petverse/api/contract';
import { pets } from '../pets/tables';
import type { Database, Tx } from '../db/client';
import { notFound } from '../platform/errors';
import { petRecordShares } from './tables';
import { ownPetForChange, recordOf } from './records';
import { petParams } from './validation';
import type { RecordContext } from './documents';

/*
 * A pet's share link (issue 53 item 3): read-only, no sign-in, SHARE_LINK_DAYS long, one live per
 * pet (a new one replaces it), ended by its owner. The token is 32 random bytes; only its SHA-256
 * is kept, so the table cannot give a link away.
 */

/** A token's stored form. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as the link carries it: 43 characters of base64url. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Makes the pet's share link (replacing a live one): its address and when it ends. */
export async function share(
  tx: Tx,
  petId: string,
  now: Date,
  publicUrl: string,
): Promise<ShareLinkResponse> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SHARE_LINK_DAYS * 86_400_000);
  await tx
    .insert(petRecordShares)
    .values({ petId, tokenHash: hashOf(token), expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: petRecordShares.petId,
      set: { tokenHash: hashOf(token), expiresAt, createdAt: now },
    });
  return { url: `${publicUrl}${sharedRecordPath(token)}`, expiresAt: expiresAt.toISOString() };
}

/** Ends the pet's share link; whether there was a live one. */
export async function unshare(tx: Tx, petId: string): Promise<void> {
  await tx.delete(petRecordShares).where(eq(petRecordShares.petId, petId));
}

/** The record a live link shows; an unknown, ended or expired link is not found. */
export async function sharedRecord(
  db: Database,
  token: string,
  now: Date,
): Promise<SharedPetRecordResponse> {
  const [row] = await db
    .select({ pet: pets, expiresAt: petRecordShares.expiresAt })
    .from(petRecordShares)
    .innerJoin(pets, eq(pets.id, petRecordShares.petId))
    .where(and(eq(petRecordShares.tokenHash, hashOf(token)), gt(petRecordShares.expiresAt, now)));
  if (!row) throw notFound(M.shareNotFound);
  const record = await recordOf(db, row.pet, now);
  return { ...record, expiresAt: new Date(row.expiresAt).toISOString() };
}

/** Its owner shares a pet's record by a link, or ends it; anyone with the link reads it. */
export const petShareRoutes: FastifyPluginAsyncTypebox<RecordContext> = async (
  app,
  { db, auth, clock, events },
) => {
  const user = { onRequest: auth.requireUser };
  app.post(
    '/pets/:petId/share',
    { ...user, schema: { params: petParams } },
    async (request, reply): Promise<ShareLinkResponse> => {
      const link = await db.transaction(async (tx) => {
        await ownPetForChange(tx, request.params.petId, request.userId);
        return share(tx, request.params.petId, clock(), events.publicUrl);
      });
      void reply.status(201).header('cache-control', 'no-store');
      return link;
    },
  );

  app.delete(
    '/pets/:petId/share',
    { ...user, schema: { params: petParams } },
    async (request): Promise<{ message: string }> => {
      await db.transaction(async (tx) => {
        await ownPetForChange(tx, request.params.petId, request.userId);
        await unshare(tx, request.params.petId);
      });
      return { message: M.shareEnded };
    },
  );

  app.get(
    '/pets/shared/:token',
    {
      schema: {
        params: Type.Object({
          token: Type.String({ pattern: TOKEN_PATTERN, errorMessage: M.shareNotFound }),
        }),
      },
    },
    async (request, reply): Promise<SharedPetRecordResponse> => {
      void reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer');
      return sharedRecord(db, request.params.token, clock());
    },
  );
};
