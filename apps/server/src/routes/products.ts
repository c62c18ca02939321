import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  PRODUCT_STORE,
  paiseToRupees,
  type Product,
  type ProductListResponse,
  type ProductResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { notFound } from '../lib/errors';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    imageUrl: row.imageUrl,
    averageRating: row.averageRating,
    petspecies: row.petspecies as Product['petspecies'],
    category: row.category as Product['category'],
  };
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/**
 * The catalogue changes only when it is re-seeded or edited by an operator, while every visitor
 * reads it: lists are kept, serialised, for a few seconds per instance. Instances stay stateless
 * (a stale list lives at most CATALOGUE_TTL_MS).
 */
const CATALOGUE_TTL_MS = 10_000;

export const productRoutes: FastifyPluginAsync<{ db: Database; now?: () => number }> = async (
  app,
  { db, now = Date.now },
) => {
  const lists = new Map<string, { at: number; json: string }>();
  const listJson = async (store: string): Promise<string> => {
    const hit = lists.get(store);
    if (hit && now() - hit.at < CATALOGUE_TTL_MS) return hit.json;
    const rows = await db
      .select()
      .from(products)
      .where(eq(products.store, store))
      .orderBy(asc(products.createdAt), asc(products.slug));
    const body: ProductListResponse = { products: rows.map(toProduct) };
    const json = JSON.stringify(body);
    if (lists.size > 50) lists.clear();
    lists.set(store, { at: now(), json });
    return json;
  };

  app.get<{ Querystring: { store: string } }>(
    '/product/getall-product',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            store: { type: 'string', pattern: '^[a-z0-9-]{1,40}$', default: PRODUCT_STORE },
          },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const json = await listJson(request.query.store);
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=10')
        .send(json);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/product/get-productById/:id',
    { schema: { params: idParams } },
    async (request): Promise<ProductResponse> => {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, request.params.id)))
        .limit(1);
      if (!row) throw notFound('Product not found');
      return { product: toProduct(row) };
    },
  );
};
