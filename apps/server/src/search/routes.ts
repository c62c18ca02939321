import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SimilarProductsResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { searchProducts } from './catalogueSearch';
import type { SearchParams } from './productCards';
import { similarTo } from './similar';
import { badRequest, notFound } from '../platform/errors';
import {
  JSON_TYPE,
  SHARED_STALE_MS,
  SHARED_TTL_MS,
  keptAnswer,
  readCache,
  sendKept,
  type KeptAnswer,
  type ReadCache,
} from '../platform/readCache';
import { idParams, productSearchQuery } from '../platform/schemas';

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

/**
 * The search's parameters in one order (its schema's), so that one search is one key however
 * its URL was written.
 */
const SEARCH_KEYS = Object.keys(productSearchQuery.properties) as (keyof SearchParams)[];

/** The key of a validated search: its parameters' values in SEARCH_KEYS' order. */
export function searchKey(params: SearchParams): string {
  return JSON.stringify(SEARCH_KEYS.map((key) => params[key] ?? null));
}

/**
 * The shop's search answers as sent (`keptAnswer`: serialised once, compressed once an encoding),
 * by search (`searchKey`), kept like the products and the lists (issue 35, item 5): the same for
 * every visitor, already sent with `max-age=10`, and what most visitors ask is what others asked
 * seconds before (a category, its filters, the first pages). A search repeated within
 * SHARED_TTL_MS costs a lookup; concurrent identical searches share one query (single flight);
 * another instance's change (a price, a stock level, a rating) is seen within SHARED_TTL_MS +
 * SHARED_STALE_MS, this instance's staff edits and reviews at once.
 */
export function searchReads(
  db: Database,
  now: () => number = Date.now,
): ReadCache<KeptAnswer, SearchParams> {
  return readCache({
    now,
    ttlMs: SHARED_TTL_MS,
    staleMs: SHARED_STALE_MS,
    // ~10–20 KB an answer: at most ~40 MB kept.
    maxEntries: 2_000,
    load: async (_key, params) => keptAnswer(await searchProducts(db, params), 'quick'),
  });
}

/** Catalogue search and similar products (issue 14), answered by the database. */
export const searchRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  /** The kept similar products (`similarReads`), shared with what changes them (reviews). */
  similar?: ReadCache<string | null>;
  /** The kept search answers (`searchReads`), shared with what changes them (reviews, staff). */
  searches?: ReadCache<KeptAnswer, SearchParams>;
}> = async (app, { db, similar: kept = similarReads(db), searches = searchReads(db) }) => {
  // A reload still running when the server closes finishes first (it holds a database query).
  app.addHook('onClose', async () => {
    await Promise.all([searches.idle(), kept.idle()]);
  });

  // Search, filters, sort and pages, in the database (issue 14).
  app.get(
    '/product/search',
    { schema: { querystring: productSearchQuery } },
    async (request, reply) => {
      const { minPrice, maxPrice } = request.query;
      if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
        throw badRequest('minPrice must not be above maxPrice.');
      const answer = await searches.get(searchKey(request.query), request.query);
      void reply.header('Cache-Control', 'public, max-age=10');
      return sendKept(request, reply, answer);
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
