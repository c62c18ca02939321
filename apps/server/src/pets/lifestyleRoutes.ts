import { randomBytes } from 'node:crypto';
import { idParams, requiredText, pageQuerySchema } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  ACCOUNT_LIMITS,
  MATING_PAGE_SIZE,
  MATING_TEXT_MAX_LENGTH,
  PUBLIC_PAGE_MAX,
  type DeleteMatingProfileResponse,
  type MatingProfile,
  type MatingProfileResponse,
  type MatingProfilesResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { matingProfiles } from './tables';
import type { Auth } from '../accounts/auth';
import { HttpError, notFound } from '../platform/errors';
import { withinQuota } from '../platform/quotas';

/** A mating profile's public id; `message` is the 400's sentence. */
const profileIdSchema = (message: string) =>
  Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$', errorMessage: message });

type MatingRow = typeof matingProfiles.$inferSelect;
const toMating = (r: MatingRow): MatingProfile => ({
  _id: r.id,
  profileId: r.profileId,
  category: r.category,
  breed: r.breed,
  petName: r.petName,
  location: r.location,
  createdAt: new Date(r.createdAt).toISOString(),
});

/**
 * Mating profiles (services spec §2.8): public pages, and the owner's own to add and delete.
 * `changed` is told of each added or deleted profile (the server-rendered listing pages go).
 */
export const lifestyleRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  auth: Auth;
  changed?: () => void;
}> = async (app, { db, auth, changed = () => {} }) => {
  // Public and paged, so no number of profiles makes one answer large: page 1 of
  // MATING_PAGE_SIZE unless asked, `data` as the spec has it plus where the page sits.
  app.get(
    '/lifestyle/getMatingProfiles',
    {
      schema: { querystring: pageQuerySchema(MATING_PAGE_SIZE, PUBLIC_PAGE_MAX) },
    },
    async (request): Promise<MatingProfilesResponse> => {
      const { page, limit } = request.query;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(matingProfiles)
          .orderBy(asc(matingProfiles.createdAt), asc(matingProfiles.profileId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(matingProfiles),
      ]);
      const total = counted?.n ?? 0;
      const totalPages = Math.max(1, Math.ceil(total / limit));
      return {
        data: rows.map(toMating),
        pagination: {
          page,
          limit,
          total,
          totalPages,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
        },
      };
    },
  );

  app.get(
    '/lifestyle/getMatingProfile/:profileId',
    {
      schema: { params: Type.Object({ profileId: profileIdSchema('Pet not found.') }) },
    },
    async (request): Promise<MatingProfileResponse> => {
      const [row] = await db
        .select()
        .from(matingProfiles)
        .where(eq(matingProfiles.profileId, request.params.profileId))
        .limit(1);
      if (!row) throw notFound('Pet not found.');
      return { data: toMating(row) };
    },
  );

  app.get(
    '/lifestyle/myMatingProfiles',
    { onRequest: auth.requireUser },
    async (request): Promise<MatingProfilesResponse> => ({
      data: (
        await db
          .select()
          .from(matingProfiles)
          .where(eq(matingProfiles.userId, request.userId))
          .orderBy(asc(matingProfiles.createdAt), asc(matingProfiles.profileId))
      ).map(toMating),
    }),
  );

  app.delete(
    '/lifestyle/deleteMatingProfile/:id',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<DeleteMatingProfileResponse> => {
      const [row] = await db
        .delete(matingProfiles)
        .where(
          and(eq(matingProfiles.id, request.params.id), eq(matingProfiles.userId, request.userId)),
        )
        .returning({ id: matingProfiles.id });
      if (!row) throw notFound('Mating profile not found');
      changed();
      return { message: 'Mating profile deleted successfully.' };
    },
  );

  // Adding needs a login, so every profile has an owner to answer for it; reading is public.
  app.post(
    '/lifestyle/addMatingProfile',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({
          profileId: Type.Optional(
            profileIdSchema('profileId must be 1 to 40 letters, digits or dashes.'),
          ),
          category: requiredText('Category', MATING_TEXT_MAX_LENGTH),
          breed: requiredText('Breed', MATING_TEXT_MAX_LENGTH),
          petName: requiredText('Pet name', MATING_TEXT_MAX_LENGTH),
          location: requiredText('Location', MATING_TEXT_MAX_LENGTH),
        }),
      },
    },
    async (request, reply): Promise<MatingProfileResponse> => {
      const b = request.body;
      const quota = {
        table: matingProfiles,
        owner: matingProfiles.userId,
        limit: ACCOUNT_LIMITS.matingProfiles,
        message: `You can list at most ${ACCOUNT_LIMITS.matingProfiles} mating profiles. Delete one to add another.`,
        where: eq(matingProfiles.userId, request.userId),
      };
      const [row] = await withinQuota(db, request.userId, quota, (tx) =>
        tx
          .insert(matingProfiles)
          .values({
            profileId: b.profileId ?? `MP-${randomBytes(5).toString('hex').toUpperCase()}`,
            userId: request.userId,
            category: b.category.trim(),
            breed: b.breed.trim(),
            petName: b.petName.trim(),
            location: b.location.trim(),
          })
          .onConflictDoNothing({ target: matingProfiles.profileId })
          .returning(),
      );
      if (!row) throw new HttpError(409, 'That profileId is taken.');
      changed();
      void reply.status(201);
      return { data: toMating(row) };
    },
  );
};
