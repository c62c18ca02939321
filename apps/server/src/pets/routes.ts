import { idParams, imageSchema, oneOf, optionalText, requiredText } from '../platform/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import multipart from '@fastify/multipart';
import { and, asc, eq } from 'drizzle-orm';
import {
  ACCOUNT_LIMITS,
  COMING_SOON_DEFAULT_DAYS,
  NAME_MAX_LENGTH,
  PET_CATEGORIES,
  UNKNOWN_BREED,
  ageInYears,
  type ComingSoonResponse,
  type DeletePetResponse,
  type Pet,
  type PetCategory,
  type PetListResponse,
  type PetResponse,
} from '@petverse/api/contract';
import { pets } from './tables';
import type { AccountsContext } from '../accounts/context';
import { badRequest, notFound } from '../platform/errors';
import { withinQuota } from '../platform/quotas';
import { uploadQuota } from '../platform/rateLimit';
import { multipartOptions, pictureFrom, uploadUrl } from '../platform/uploads';

type PetRow = typeof pets.$inferSelect;

/** A new pet (multipart or JSON); an update sends any of these fields. */
const newPet = Type.Object({
  name: requiredText('Pet name', NAME_MAX_LENGTH),
  species: oneOf(PET_CATEGORIES, { errorMessage: 'Species must be dog, cat or other.' }),
  breed: Type.Optional(optionalText('Breed', NAME_MAX_LENGTH)),
  // Accepted for the form's sake and ignored: the server computes the age from the date of birth.
  age: Type.Optional(Type.String({ maxLength: 20, errorMessage: 'Age must be a number.' })),
  petDateOfBirth: Type.String({
    // A date, or a date-time as a date picker or `toISOString()` writes it (a real time of day).
    pattern:
      '^\\d{4}-\\d{2}-\\d{2}(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,9})?)?(Z|[+-]([01]\\d|2[0-3]):?[0-5]\\d)?)?$',
    errorMessage: 'Date of birth must be a date (YYYY-MM-DD).',
  }),
  image: Type.Optional(imageSchema),
});
const petChanges = Type.Partial(newPet);

const DAY_MS = 86_400_000;
/** The latest time zone (UTC+14) is already on "tomorrow" while UTC is not: allow for it. */
const LATEST_ZONE_AHEAD_MS = 14 * 3_600_000;

/** A real calendar date, not in the future and not before 1900, as YYYY-MM-DD. */
function dateOfBirth(value: string, now: Date): string {
  const day = value.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d)
    throw badRequest('Date of birth must be a real date.');
  if (at.getTime() > now.getTime() + LATEST_ZONE_AHEAD_MS)
    throw badRequest('Date of birth cannot be in the future.');
  if (y < 1900) throw badRequest('Date of birth must be after 1900.');
  return day;
}

/** Spec §5: a dog's or cat's breed is required (and 'Other' must be spelled out); `other` pets may be Unknown. */
function breedFor(species: PetCategory, breed: string | undefined): string {
  const given = breed?.trim() ?? '';
  if (species === 'other') return given || UNKNOWN_BREED;
  if (!given) throw badRequest('Breed is required');
  if (given.toLowerCase() === 'other') throw badRequest('Please specify the breed');
  return given;
}

/** Registering, editing and listing the signed-in user's pets, and the coming-soon counter. */
export const petRoutes: FastifyPluginAsyncTypebox<
  AccountsContext & { launchDate?: Date | undefined }
> = async (app, ctx) => {
  const { db, auth, clock, storage, rateRules } = ctx;
  await app.register(multipart, multipartOptions);
  const countUpload = uploadQuota(app, rateRules);

  const toPet = (row: PetRow): Pet => ({
    _id: row.id,
    name: row.name,
    species: row.species as PetCategory,
    breed: row.breed,
    age: ageInYears(row.dateOfBirth, clock()),
    petDateOfBirth: row.dateOfBirth,
    image: uploadUrl(row.image),
    createdAt: new Date(row.createdAt).toISOString(),
  });

  const savePicture = async (value: unknown, request: FastifyRequest) => {
    const picture = await pictureFrom(value);
    if (!picture) return undefined;
    await countUpload(request);
    return storage.save(picture.data, picture.ext);
  };
  const petQuota = (userId: string) => ({
    table: pets,
    owner: pets.userId,
    limit: ACCOUNT_LIMITS.pets,
    message: `You can register at most ${ACCOUNT_LIMITS.pets} pets. Delete one to add another.`,
    where: eq(pets.userId, userId),
  });

  app.post(
    '/pet/register-pet',
    {
      onRequest: auth.requireUser,
      schema: {
        body: newPet,
      },
    },
    async (request, reply): Promise<PetResponse> => {
      const { body } = request;
      const fields = {
        name: body.name.trim(),
        species: body.species,
        breed: breedFor(body.species, body.breed),
        dateOfBirth: dateOfBirth(body.petDateOfBirth, clock()),
      };
      const image = await savePicture(body.image, request);
      const row = await withinQuota(db, request.userId, petQuota(request.userId), async (tx) => {
        const [created] = await tx
          .insert(pets)
          .values({ ...fields, userId: request.userId, image: image ?? null })
          .returning();
        return created;
      }).catch(async (error: unknown) => {
        if (image) await storage.remove(image).catch(() => undefined);
        throw error;
      });
      void reply.status(201);
      return { pet: toPet(row!), message: 'Pet registered successfully.' };
    },
  );

  app.post(
    '/pet/update-pet/:id',
    {
      onRequest: auth.requireUser,
      schema: { params: idParams, body: petChanges },
    },
    async (request): Promise<PetResponse> => {
      const { body } = request;
      const where = and(eq(pets.id, request.params.id), eq(pets.userId, request.userId));
      const [current] = await db.select().from(pets).where(where).limit(1);
      if (!current) throw notFound('Pet not found');
      const species = body.species ?? (current.species as PetCategory);
      // A new species needs its own breed; otherwise the current one stands.
      const breed = body.breed ?? (species === current.species ? current.breed : undefined);
      const fields = {
        name: body.name !== undefined ? body.name.trim() : current.name,
        species,
        breed: breedFor(species, breed),
        dateOfBirth:
          body.petDateOfBirth !== undefined
            ? dateOfBirth(body.petDateOfBirth, clock())
            : current.dateOfBirth,
      };
      const image = await savePicture(body.image, request);
      const [row] = await db
        .update(pets)
        .set({ ...fields, ...(image ? { image } : {}), updatedAt: new Date() })
        .where(where)
        .returning();
      if (!row) throw notFound('Pet not found');
      if (image && current.image)
        await storage
          .remove(current.image)
          .catch((err: unknown) => request.log.warn({ err }, 'old picture not removed'));
      return { pet: toPet(row), message: 'Pet updated successfully.' };
    },
  );

  const petsOf = async (userId: string) =>
    (
      await db
        .select()
        .from(pets)
        .where(eq(pets.userId, userId))
        .orderBy(asc(pets.createdAt), asc(pets.id))
    ).map(toPet);

  app.get(
    '/pet/register-pet',
    { onRequest: auth.requireUser },
    async (request): Promise<PetListResponse> => {
      const list = await petsOf(request.userId);
      return { pets: list, data: { pets: list } };
    },
  );

  // Our addition: the owner deletes a pet (after the page's confirmation). Its picture goes;
  // appointments booked for it stay, without the pet.
  app.delete(
    '/pet/delete-pet/:id',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<DeletePetResponse> => {
      const [row] = await db
        .delete(pets)
        .where(and(eq(pets.id, request.params.id), eq(pets.userId, request.userId)))
        .returning();
      if (!row) throw notFound('Pet not found');
      if (row.image)
        await storage
          .remove(row.image)
          .catch((err: unknown) => request.log.warn({ err }, 'pet picture not removed'));
      return { message: 'Pet deleted successfully.', pets: await petsOf(request.userId) };
    },
  );

  app.get('/pet/coming-soon-latest', async (): Promise<ComingSoonResponse> => {
    if (!ctx.launchDate) return { daysLeft: COMING_SOON_DEFAULT_DAYS };
    return {
      daysLeft: Math.max(0, Math.ceil((ctx.launchDate.getTime() - clock().getTime()) / DAY_MS)),
    };
  });
};
