import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  type PetSpecies,
  type ProductCategory,
} from '@petverse/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { productArtwork } from '../seed/artwork';
import { productArt } from '../seed/productArt';
import { notFound } from '../lib/errors';

const ART_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Serves our generated product artwork, cached hard: the names never change meaning. */
export const mediaRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Each product's own art, drawn from its name and kept once drawn (a few hundred products).
  const drawn = new Map<string, string>();
  app.get(
    '/media/art/p/:file',
    {
      schema: {
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, '');
      let svg = drawn.get(slug);
      if (!svg) {
        const [row] = await db
          .select({
            slug: products.slug,
            name: products.name,
            petspecies: products.petspecies,
            category: products.category,
          })
          .from(products)
          .where(eq(products.slug, slug))
          .limit(1);
        if (!row) throw notFound('Image not found');
        svg = productArt(row as Parameters<typeof productArt>[0]);
        if (drawn.size < 5000) drawn.set(slug, svg);
      }
      return reply.type('image/svg+xml').headers(ART_HEADERS).send(svg);
    },
  );

  app.get(
    '/media/art/:name',
    {
      schema: {
        params: Type.Object({ name: Type.String({ pattern: '^[a-z]+-[a-z]+\\.svg$' }) }),
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
        .headers(ART_HEADERS)
        .send(productArtwork(species as PetSpecies, category as ProductCategory));
    },
  );
};
