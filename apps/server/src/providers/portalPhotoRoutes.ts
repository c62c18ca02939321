import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { PROVIDER_PHOTOS_MAX, said } from '@petverse/api/contract';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { counter, refuse } from '../platform/rateLimit';
import { imageSchema } from '../platform/schemas';
import { UPLOAD_NAME_PATTERN, multipartOptions, pictureFrom, uploadUrl } from '../platform/uploads';
import { providerOf } from './accounts';
import type { ProvidersContext } from './context';
import { providers } from './tables';

/**
 * The listing's photos (`/api/pro/profile/photos`, issue 52 item 3): the owner uploads a picture
 * (checked to be an image by its bytes, counted against the account's uploads) or removes one.
 * The listing shows only its own uploads, in the order the profile keeps them.
 */
export const providerPhotoRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  { db, providerAuth, storage, rateRules },
) => {
  await app.register(multipart, multipartOptions);
  const ownerOnly = providerAuth.requireProvider('owner');
  const uploads = counter(
    app,
    rateRules.uploadsPerAccount,
    (request) => `uploads:provider:${request.provider?.memberId ?? request.ip}`,
  );
  const photosOf = async (providerId: string) => {
    const [row] = await db
      .select({ photos: providers.photos })
      .from(providers)
      .where(eq(providers.id, providerId));
    if (!row) throw notFound('Provider not found');
    return row.photos;
  };

  app.post(
    '/pro/profile/photos',
    { onRequest: ownerOnly, schema: { body: Type.Object({ photo: imageSchema }) } },
    async (request, reply) => {
      const me = providerOf(request);
      const picture = await pictureFrom(request.body.photo);
      if (!picture) throw badRequest('Please choose a photo to add.');
      if ((await photosOf(me.providerId)).length >= PROVIDER_PHOTOS_MAX)
        throw new HttpError(
          409,
          said('A listing shows at most {n} photos. Please remove one first.', {
            n: PROVIDER_PHOTOS_MAX,
          }),
        );
      refuse('uploads', await uploads(request));
      const name = await storage.save(picture.data, picture.ext);
      const url = uploadUrl(name)!;
      const photos = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ photos: providers.photos })
          .from(providers)
          .where(eq(providers.id, me.providerId))
          .for('update');
        const next = [...row!.photos, url].slice(0, PROVIDER_PHOTOS_MAX);
        await tx.update(providers).set({ photos: next }).where(eq(providers.id, me.providerId));
        return next;
      });
      void reply.status(201);
      return { photos, message: 'Photo added to your listing.' };
    },
  );

  app.delete(
    '/pro/profile/photos/:name',
    {
      onRequest: ownerOnly,
      schema: {
        params: Type.Object({
          name: Type.String({
            pattern: UPLOAD_NAME_PATTERN,
            errorMessage: 'This is not one of your listing’s photos.',
          }),
        }),
      },
    },
    async (request) => {
      const me = providerOf(request);
      const url = uploadUrl(request.params.name)!;
      const photos = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ photos: providers.photos })
          .from(providers)
          .where(eq(providers.id, me.providerId))
          .for('update');
        if (!row!.photos.includes(url)) throw notFound('This is not one of your listing’s photos.');
        const next = row!.photos.filter((p) => p !== url);
        await tx.update(providers).set({ photos: next }).where(eq(providers.id, me.providerId));
        return next;
      });
      await storage.remove(request.params.name).catch(() => undefined);
      return { photos, message: 'Photo removed from your listing.' };
    },
  );
};
