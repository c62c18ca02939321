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
import { products } from './tables';
import { productArtwork } from '../seed/artwork';
import { productArt } from '../seed/productArt';
import { notFound } from '../platform/errors';

const ART_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** How many products' drawings an instance keeps, each as SVG and as WebP (~1 KB and ~3 KB). */
const KEPT = 5000;

/**
 * A product's art as WebP. A browser draws each SVG `<img>` as a document of its own, on the
 * page's main thread: ~30 ms apiece on this machine's Chromium for our 1 KB drawings (a store
 * page shows 24), against a fraction of that for a WebP, decoded off the main thread. The SVG
 * stays available at the same name with `.svg`.
 */
const toWebp = async (svg: string) => {
  // Loaded with the first picture drawn, not at start (issue 33 item 6).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: 75, effort: 4 }).toBuffer();
};

/** Serves our generated product artwork, cached hard: the names never change meaning. */
export const mediaRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Each product's own art, drawn from its name and kept once drawn (a few hundred products).
  const drawn = new Map<string, string>();
  // Each WebP made once (the first asker's promise, so a page's burst makes it once).
  const rasters = new Map<string, Promise<Buffer>>();
  app.get(
    '/media/art/p/:file',
    {
      schema: {
        params: Type.Object({
          file: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.(svg|webp)$' }),
        }),
      },
    },
    async (request, reply) => {
      const [, slug = '', format] = /^(.*)\.(svg|webp)$/.exec(request.params.file) ?? [];
      let svg = drawn.get(slug);
      if (!svg) {
        const [row] = await db
          .select({
            slug: products.slug,
            name: products.name,
            petspecies: products.petspecies,
            category: products.category,
            brand: products.brand,
            lifeStage: products.lifeStage,
          })
          .from(products)
          .where(eq(products.slug, slug))
          .limit(1);
        if (!row) throw notFound('Image not found');
        svg = productArt(row as Parameters<typeof productArt>[0]);
        if (drawn.size < KEPT) drawn.set(slug, svg);
      }
      if (format === 'svg') return reply.type('image/svg+xml').headers(ART_HEADERS).send(svg);
      let webp = rasters.get(slug);
      if (!webp) {
        webp = toWebp(svg);
        if (rasters.size < KEPT) {
          rasters.set(slug, webp);
          webp.catch(() => rasters.delete(slug));
        }
      }
      return reply
        .type('image/webp')
        .headers(ART_HEADERS)
        .send(await webp);
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
