import { idParams } from '../platform/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq } from 'drizzle-orm';
import {
  PRODUCT_STORE,
  type ProductListResponse,
  type ProductResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products } from './tables';
import { cardsOf, onSale, productColumns, toProduct } from '../search/productCards';
import { sizesOfProduct } from '../search/searchStatements';
import { notFound } from '../platform/errors';
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

/**
 * The catalogue changes only when it is re-seeded or edited by an operator, while every visitor
 * reads it: lists are kept, serialised and compressed once, for a few seconds per instance.
 * Instances stay stateless: an answer is at most SHARED_TTL_MS + SHARED_STALE_MS old (plus one
 * rebuild) when it is sent, whatever another instance changed meanwhile and however long this
 * one sat idle (`test/instances.test.ts`). Single flight: for SHARED_STALE_MS past
 * its expiry, one request rebuilds an answer while the others are served the previous one, so an
 * expiry never makes every waiting request query the database; older, requests wait for the
 * rebuild. Single products (`get-productById`) are kept the same way, by id.
 */
/**
 * Each product's answer as sent (`{ product }` as JSON; null: no such product), kept like the
 * lists, serialised once rather than on every request.
 */
export function productReads(
  db: Database,
  now: () => number = Date.now,
  /** The server's clock: what is held for buyers paying at this moment is not shown for sale. */
  clock: () => Date = () => new Date(),
): ReadCache<string | null> {
  return readCache({
    ttlMs: SHARED_TTL_MS,
    staleMs: SHARED_STALE_MS,
    maxEntries: 10_000,
    now,
    load: async (id) => {
      // Every size of the product (ADR 026): this id is one of them, chosen; with the written
      // reviews of all its sizes, beside the ratings: '255 ratings · 1 review' (a review's change
      // drops this cache, as it moves the rating).
      const sizes = await sizesOfProduct(db, id, clock());
      const row = sizes.find((s) => s.asked);
      if (!row) return null;
      const ratingCount = sizes.reduce((n, s) => n + s.ratingCount, 0);
      const ratingSum = sizes.reduce((n, s) => n + s.ratingSum, 0);
      const answer: ProductResponse = {
        product: {
          ...toProduct(row),
          averageRating: ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 100) / 100 : null,
          ratingCount,
          reviewCount: row.reviewCount,
          variants: sizes.map((s) => {
            const p = toProduct(s);
            return {
              _id: p._id,
              label: s.variantLabel,
              price: p.price,
              mrp: p.mrp ?? null,
              stock: s.stock,
              imageUrl: s.imageUrl,
            };
          }),
        },
      };
      return JSON.stringify(answer);
    },
  });
}

/**
 * The catalogue's lists as sent, by store: JSON, and each compressed form once a rebuild
 * (`keptAnswer`).
 */
export function catalogueLists(
  db: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => number = Date.now,
): ReadCache<KeptAnswer> {
  return readCache<KeptAnswer>({
    ttlMs: SHARED_TTL_MS,
    staleMs: SHARED_STALE_MS,
    maxEntries: 50,
    now,
    onRefreshError: (err) => log.warn({ err }, 'catalogue rebuild failed'),
    load: async (store) => {
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.store, store), onSale))
        .orderBy(asc(products.createdAt), asc(products.slug));
      const body: ProductListResponse = { products: cardsOf(rows) };
      return keptAnswer(body, 'best');
    },
  });
}

export const productRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  now?: () => number;
  /** The kept products (`productReads`), shared with what changes them (reviews, staff). */
  productsById?: ReadCache<string | null>;
  /** The kept lists (`catalogueLists`), shared with what changes them (staff). */
  lists?: ReadCache<KeptAnswer>;
}> = async (
  app,
  {
    db,
    now = Date.now,
    productsById = productReads(db, now),
    lists = catalogueLists(db, app.log, now),
  },
) => {
  // A rebuild still running when the server closes finishes first (it holds a database query).
  app.addHook('onClose', () => lists.idle());

  app.get(
    '/product/getall-product',
    {
      schema: {
        querystring: Type.Object(
          { store: Type.String({ pattern: '^[a-z0-9-]{1,40}$', default: PRODUCT_STORE }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const list = await lists.get(request.query.store);
      void reply.header('Cache-Control', 'public, max-age=10');
      return sendKept(request, reply, list);
    },
  );

  app.get(
    '/product/get-productById/:id',
    { schema: { params: idParams } },
    async (request, reply): Promise<string> => {
      const answer = await productsById.get(request.params.id);
      if (answer === null) throw notFound('Product not found');
      // Kept by a browser to ask again with its ETag (a hash of the body, app.ts).
      void reply.type(JSON_TYPE).header('Cache-Control', 'no-cache');
      return answer;
    },
  );
};
