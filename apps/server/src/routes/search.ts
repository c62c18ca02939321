import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ProductSearchResponse, SimilarProductsResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { searchProducts, similarTo } from '../lib/catalogueSearch';
import { badRequest, notFound } from '../lib/errors';
import {
  JSON_TYPE,
  SHARED_STALE_MS,
  SHARED_TTL_MS,
  readCache,
  type ReadCache,
} from '../lib/readCache';
import { idParams, productSearchQuery } from '../lib/schemas';

/**
 * A product's similar products, as the answer sent (JSON; null: no such product), kept 10 s like
 * the catalogue and serialised once.
 */
export function similarReads(db: Database): ReadCache<string | null> {
  return readCache({
    ttlMs: SHARED_TTL_MS,
    staleMs: SHARED_STALE_MS,
    maxEntries: 10_000,
    load: async (id) => {
      const products = await similarTo(db, id);
      if (!products) return null;
      const answer: SimilarProductsResponse = { products };
      return JSON.stringify(answer);
    },
  });
}

/** Catalogue search and similar products (issue 14), answered by the database. */
export const searchRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  /** The kept similar products (`similarReads`), shared with what changes them (reviews). */
  similar?: ReadCache<string | null>;
}> = async (app, { db, similar: kept = similarReads(db) }) => {
  // Search, filters, sort and pages, in the database (issue 14).
  app.get(
    '/product/search',
    { schema: { querystring: productSearchQuery } },
    async (request, reply): Promise<ProductSearchResponse> => {
      const { minPrice, maxPrice } = request.query;
      if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
        throw badRequest('minPrice must not be above maxPrice.');
      void reply.header('Cache-Control', 'public, max-age=10');
      return searchProducts(db, request.query);
    },
  );

  app.get(
    '/product/similar/:id',
    { schema: { params: idParams } },
    async (request, reply): Promise<string> => {
      const answer = await kept.get(request.params.id);
      if (answer === null) throw notFound('Product not found');
      void reply.header('Cache-Control', 'public, max-age=60');
      void reply.type(JSON_TYPE);
      return answer;
    },
  );
};
