import type { FastifyPluginAsync } from 'fastify';
import {
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  type PetSpecies,
  type ProductCategory,
} from '@petverse/api/contract';
import { productArtwork } from '../seed/artwork';
import { notFound } from '../lib/errors';

/** Serves our generated product artwork, cached hard: the names never change meaning. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/media/art/:name',
    {
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', pattern: '^[a-z]+-[a-z]+\\.svg$' } },
        },
      },
    },
    async (request, reply) => {
      const [species, category] = request.params.name.replace(/\.svg$/, '').split('-') as [
        string,
        string,
      ];
      if (
        !PET_SPECIES.includes(species as PetSpecies) ||
        !PRODUCT_CATEGORIES.includes(category as ProductCategory)
      ) {
        throw notFound('Image not found');
      }
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(productArtwork(species as PetSpecies, category as ProductCategory));
    },
  );
};
