import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EXTENSION_TYPES, UPLOAD_NAME_PATTERN, type UploadStorage } from '../platform/uploads';
import { notFound } from '../platform/errors';

/** Serves uploaded pictures: only names we generated, with their sniffed type, never sniffed again. */
export const uploadRoutes: FastifyPluginAsyncTypebox<{ storage: UploadStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        params: Type.Object({
          name: Type.String({ pattern: UPLOAD_NAME_PATTERN, errorMessage: 'Not an upload name.' }),
        }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = await storage.open(name);
      if (!file) throw notFound('File not found');
      const ext = name.slice(name.lastIndexOf('.') + 1);
      return (
        reply
          .type(EXTENSION_TYPES[ext] ?? 'application/octet-stream')
          .header('Content-Length', file.size)
          .header('Content-Disposition', 'inline')
          .header('X-Content-Type-Options', 'nosniff')
          // Names are random and never reused, so the content behind one never changes.
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(file.stream)
      );
    },
  );
};
