import { VARIANT_NAME_TEXT, variantNameSql } from '../catalogue/variants';
import { productIdSchema, productParams } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq } from 'drizzle-orm';
import { paiseToRupees, type WishlistEntry, type WishlistResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { products } from '../catalogue/tables';
import { wishlistItems } from './tables';
import { notFound } from '../platform/errors';
import type { ShoppingContext } from './context';

async function wishlistOf(db: Database, userId: string): Promise<WishlistEntry[]> {
  const rows = await db
    .select({
      _id: products.id,
      name: variantNameSql,
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

interface WishlistRow {
  tokenVersion: number;
  _id: string | null;
  name: string;
  description: string;
  pricePaise: number;
  imageUrl: string;
}

/**
 * The wishlist as `wishlistOf` reads it, and the user's token version with it, in one statement
 * (products by primary key, as the cart's: the generic plan of a join scanned the catalogue).
 */
const wishlistWithTokenVersion = prepared<WishlistRow>(
  'hot_wishlist',
  `select u.token_version as "tokenVersion", p.id as "_id", p.name, p.description,
     p.price_paise as "pricePaise", p.image_url as "imageUrl"
   from users u
   left join (wishlist_items w cross join lateral (
     select id, ${VARIANT_NAME_TEXT} as name, description, price_paise, image_url from products
     where id = w.product_id
     limit 1
   ) p) on w.user_id = u.id
   where u.id = $1
   order by w.created_at, w.product_id`,
);

/** The wishlist: one entry per product (adding twice keeps one); answers carry the whole list. */
export const wishlistRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/product/wishlist',
    { onRequest: auth.verifyToken },
    async (request, reply): Promise<WishlistResponse> => {
      const rows = await wishlistWithTokenVersion(db, [request.userId]);
      auth.ensureCurrent(request, reply, rows[0]?.tokenVersion);
      const wishlist: WishlistEntry[] = [];
      for (const { _id, name, description, pricePaise, imageUrl } of rows)
        if (_id !== null)
          wishlist.push({
            productId: { _id, name, description, imageUrl, price: paiseToRupees(pricePaise) },
          });
      return { wishlist };
    },
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
