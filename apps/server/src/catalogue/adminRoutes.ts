import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import multipart from '@fastify/multipart';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type AdminProductResponse,
  type AdminProductsResponse,
  type ProductPictureResponse,
} from '@petverse/api/contract';

import { products } from './tables';
import { searchProducts } from '../search/catalogueSearch';
import { HttpError, badRequest } from '../platform/errors';
import { idParams, oneOf, optionalText, requiredText } from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';
import { multipartOptions, pictureFrom, uploadUrl } from '../platform/uploads';

import type { AdminContext } from '../staff/context';
import { pageOf, paged } from '../staff/paging';

import { productEditRoutes } from './adminProductEdits';
import {
  MAX_STOCK,
  productById,
  productFields,
  sizesOf,
  toAdminProduct,
} from './adminProductFields';

/**
 * The back office's catalogue: finding products, a product with its sizes, stock received or
 * written off, and pictures; adding and editing products is productEditRoutes.
 */
export const productRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, pictures, catalogueChanged } = ctx;
  const catalogue = staffAuth.requireStaff('catalogue');
  await app.register(multipart, multipartOptions);
  await app.register(productEditRoutes, ctx);

  app.get(
    '/products',
    {
      onRequest: catalogue,
      schema: {
        querystring: Type.Object({
          ...pageOf(25, 100),
          q: Type.Optional(optionalText('q', 100)),
          category: Type.Optional(productFields.category),
          petspecies: Type.Optional(productFields.petspecies),
          stock: Type.Optional(
            oneOf(['low', 'out'], { errorMessage: 'stock must be low or out.' }),
          ),
          withdrawn: Type.Optional(
            Type.Boolean({ errorMessage: 'withdrawn must be true or false.' }),
          ),
        }),
      },
    },
    async (request): Promise<AdminProductsResponse> => {
      const q = request.query;
      // The store's own search (full text, typo correction, filters), with the back office's
      // scope: withdrawn products when asked, low or sold-out ones.
      const found = await searchProducts(
        db,
        {
          q: q.q,
          category: q.category,
          species: q.petspecies,
          sort: q.q?.trim() ? 'relevance' : 'newest',
          page: q.page,
          limit: q.limit,
        },
        { withdrawn: q.withdrawn ?? false, stock: q.stock },
      );
      const ids = found.products.map((p) => p._id);
      const rows = ids.length
        ? await db.select().from(products).where(inArray(products.id, ids))
        : [];
      const byIdMap = new Map(rows.map((r) => [r.id, r]));
      return {
        products: ids.flatMap((id) => {
          const row = byIdMap.get(id);
          return row ? [toAdminProduct(row)] : [];
        }),
        pagination: paged(q.page, q.limit, found.pagination.total),
      };
    },
  );

  app.get(
    '/products/:id',
    { onRequest: catalogue, schema: { params: idParams } },
    async (request): Promise<AdminProductResponse> => {
      const row = await productById(db, request.params.id);
      return { product: toAdminProduct(row), message: '', variants: await sizesOf(db, row) };
    },
  );

  app.post(
    '/products/:id/stock',
    {
      onRequest: catalogue,
      schema: {
        params: idParams,
        body: Type.Object({
          change: Type.Integer({
            minimum: -MAX_STOCK,
            maximum: MAX_STOCK,
            not: { const: 0 },
            errorMessage: 'change must be a whole number of units, not 0.',
          }),
          reason: requiredText('The reason', 200),
        }),
      },
    },
    async (request): Promise<AdminProductResponse> => {
      const who = staffOf(request);
      const { id } = request.params;
      const { change, reason } = request.body;
      const row = await db.transaction(async (tx) => {
        // Relative to what is there now, so sales made meanwhile are never undone.
        const [moved] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${change}` })
          .where(
            and(eq(products.id, id), sql`${products.stock} + ${change} between 0 and ${MAX_STOCK}`),
          )
          .returning();
        if (!moved) {
          const current = await productById(tx, id);
          throw new HttpError(
            409,
            change < 0
              ? `There are only ${current.stock} units of ${current.name}: ${-change} cannot be written off.`
              : `Stock cannot go above ${MAX_STOCK} units.`,
          );
        }
        await audit(tx, who, {
          action: change > 0 ? 'stock.receive' : 'stock.writeoff',
          targetType: 'product',
          targetId: id,
          before: { stock: moved.stock - change },
          after: { stock: moved.stock, change, reason: reason.trim() },
        });
        return moved;
      });
      catalogueChanged();
      return {
        product: toAdminProduct(row),
        message:
          change > 0
            ? `${change} units received: ${row.stock} in stock.`
            : `${-change} units written off: ${row.stock} in stock.`,
      };
    },
  );

  app.post(
    '/products/pictures',
    { onRequest: catalogue },
    async (request, reply): Promise<ProductPictureResponse> => {
      const body = (request.body ?? {}) as { picture?: unknown };
      const picture = await pictureFrom(body.picture);
      if (!picture) throw badRequest('Please choose a picture (PNG, JPEG, WebP or GIF).');
      const name = await pictures.save(picture.data, picture.ext);
      void reply.status(201);
      return { url: uploadUrl(name)! };
    },
  );
};
