import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_STORE, paiseToRupees, type Product, type ProductListResponse, type ProductResponse } from '@petverse/api/contract';
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

export const productRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { store: string } }>(
    '/product/getall-product',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { store: { type: 'string', pattern: '^[a-z0-9-]{1,40}$', default: PRODUCT_STORE } },
          additionalProperties: false,
        },
      },
    },
    async (request): Promise<ProductListResponse> => {
      const rows = await db.select().from(products).where(eq(products.store, request.query.store)).orderBy(asc(products.createdAt), asc(products.slug));
      return { products: rows.map(toProduct) };
    },
  );

  app.get<{ Params: { id: string } }>('/product/get-productById/:id', { schema: { params: idParams } }, async (request): Promise<ProductResponse> => {
    const [row] = await db.select().from(products).where(and(eq(products.id, request.params.id))).limit(1);
    if (!row) throw notFound('Product not found');
    return { product: toProduct(row) };
  });
};
