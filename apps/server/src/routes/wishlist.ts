import { productIdSchema, productParams } from '../lib/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq } from 'drizzle-orm';
import { paiseToRupees, type WishlistEntry, type WishlistResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { notFound } from '../lib/errors';
import type { ShoppingContext } from '../lib/shopping';

async function wishlistOf(db: Database, userId: string): Promise<WishlistEntry[]> {
  const rows = await db
    .select({
      _id: products.id,
      name: products.name,
      description: products.description,
      pricePaise: products.pricePaise,
      imageUrl: products.imageUrl,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
  return rows.map(({ pricePaise, ...product }) => ({
    productId: { ...product, price: paiseToRupees(pricePaise) },
  }));
}

/** The wishlist: one entry per product (adding twice keeps one); answers carry the whole list. */
export const wishlistRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/product/wishlist',
    { onRequest: auth.requireUser },
    async (request): Promise<WishlistResponse> => ({
      wishlist: await wishlistOf(db, request.userId),
    }),
  );

  app.post(
    '/product/wishlist',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({ productId: productIdSchema }),
      },
    },
    async (request): Promise<WishlistResponse> => {
      const { productId } = request.body;
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!product) throw notFound('Product not found');
      await db
        .insert(wishlistItems)
        .values({ userId: request.userId, productId })
        .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] });
      return { wishlist: await wishlistOf(db, request.userId), message: 'Added to wishlist' };
    },
  );

  app.delete(
    '/product/wishlist/:productId',
    {
      onRequest: auth.requireUser,
      schema: { params: productParams },
    },
    async (request): Promise<WishlistResponse> => {
      const deleted = await db
        .delete(wishlistItems)
        .where(
          and(
            eq(wishlistItems.userId, request.userId),
            eq(wishlistItems.productId, request.params.productId),
          ),
        )
        .returning({ productId: wishlistItems.productId });
      if (deleted.length === 0) throw notFound('Item not found in wishlist');
      return {
        wishlist: await wishlistOf(db, request.userId),
        message: 'Item removed from wishlist',
      };
    },
  );
};
