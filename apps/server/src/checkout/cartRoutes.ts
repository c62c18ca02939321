import { VARIANT_NAME_TEXT, variantNameSql } from '../catalogue/variants';
import { productIdSchema, productParams, quantitySchema } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_QUANTITY,
  STOCK_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  paiseToRupees,
  subscriptionUnitPaise,
  type CartLine,
  type CartResponse,
  said,
  saying,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { products } from '../catalogue/tables';
import { cartItems } from './tables';
import { HttpError, badRequest, notFound } from '../platform/errors';

/** 0 (a one-time purchase) or a subscription's interval in weeks. */
const subscribeWeeksSchema = Type.Unsafe<0 | 2 | 4 | 6 | 8>({
  type: 'integer',
  enum: [0, 2, 4, 6, 8],
  errorMessage: SUBSCRIPTION_MESSAGES.badInterval,
});
import { onSale } from '../search/productCards';
import { subscribableSql } from '../catalogue/subscribable';
import type { ShoppingContext } from './context';

/** The user's product cart, oldest line first, priced at today's prices. */
export async function cartOf(db: Database, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: variantNameSql,
      description: products.description,
      pricePaise: products.pricePaise,
      imageUrl: products.imageUrl,
      stock: sql<number>`case when ${products.withdrawnAt} is null then ${products.stock} else 0 end`,
      subscribeWeeks: cartItems.subscribeWeeks,
      subscribable: subscribableSql,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return rows.map(cartLine);
}

/**
 * A cart line as the buyer sees it: a subscribed one (ADR 024) at the subscription price, as
 * checkout prices it (checkout/checkout.ts `priceOrder`), while its product may be subscribed to.
 */
function cartLine({
  pricePaise,
  subscribeWeeks,
  subscribable,
  ...line
}: Omit<CartLine, 'price' | 'subscribeWeeks' | 'stock' | 'subscribable'> & {
  stock: number;
  pricePaise: number;
  subscribeWeeks: number | null;
  subscribable: boolean;
}): CartLine {
  const subscribed = subscribeWeeks !== null && subscribable;
  return {
    ...line,
    price: paiseToRupees(subscribed ? subscriptionUnitPaise(pricePaise) : pricePaise),
    ...(subscribed ? { subscribeWeeks } : {}),
    // A line bought once may still become a subscription (the cart offers the choice back).
    ...(subscribable ? { subscribable: true } : {}),
  };
}

interface CartRow {
  tokenVersion: number;
  productId: string | null;
  quantity: number;
  name: string;
  description: string;
  pricePaise: number;
  imageUrl: string;
  stock: number;
  subscribeWeeks: number | null;
  subscribable: boolean;
}

/**
 * The cart as `cartOf` reads it, and the user's token version with it (one row with null lines
 * for an empty cart, none for a user who is gone): the hot read's one indexed statement. The
 * lateral product lookup keeps the plan on products' primary key: a prepared statement gets a
 * generic plan, and for a join the planner may pick a scan of the whole catalogue.
 */
const cartWithTokenVersion = prepared<CartRow>(
  'hot_cart',
  `select u.token_version as "tokenVersion", c.product_id as "productId", c.quantity, p.name,
     p.description, p.price_paise as "pricePaise", p.image_url as "imageUrl", p.stock,
     c.subscribe_weeks as "subscribeWeeks", p.subscribable
   from users u
   left join (cart_items c cross join lateral (
     select ${VARIANT_NAME_TEXT} as name, description, price_paise, image_url,
       case when withdrawn_at is null then stock else 0 end as stock,
       coalesce(products.subscribable, (select cs.subscribable from category_subscriptions cs
         where cs.category = products.category), false) as subscribable
     from products where id = c.product_id limit 1
   ) p) on c.user_id = u.id
   where u.id = $1
   order by c.created_at, c.product_id`,
);

/**
 * The product cart (spec §7 Products). One line per product: adding a product that is already
 * there adds to its quantity, capped at MAX_QUANTITY, in one statement, so concurrent adds never
 * make two lines. Every answer carries the whole updated cart.
 */
export const cartRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (app, { db, auth }) => {
  const mine = (userId: string, productId: string) =>
    and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
  /** A product with its name and what can be bought of it (0 once withdrawn); 404 when none. */
  const productOf = async (productId: string) => {
    const [product] = await db
      .select({
        name: variantNameSql,
        stock: sql<number>`case when ${onSale} then ${products.stock} else 0 end`,
        subscribable: subscribableSql,
      })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) throw notFound('Product not found');
    return product;
  };
  /** The quantity of a product in the user's cart (0 when not there). */
  const inCart = async (userId: string, productId: string) => {
    const [line] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(mine(userId, productId))
      .limit(1);
    return line?.quantity ?? 0;
  };
  /**
   * A cart line never grows past what is left (checkout checks again: it may sell out); a line
   * may always shrink, so a buyer can fix one that sold out.
   */
  const refuseBeyondStock = (
    product: { name: string; stock: number },
    wanted: number,
    now: number,
  ) => {
    if (wanted > now && wanted > product.stock)
      throw new HttpError(409, STOCK_MESSAGES.cartShort(product.name, product.stock));
  };

  app.get(
    '/product/cart',
    { onRequest: auth.verifyToken },
    async (request, reply): Promise<CartResponse> => {
      const rows = await cartWithTokenVersion(db, [request.userId]);
      auth.ensureCurrent(request, reply, rows[0]?.tokenVersion);
      const cart: CartLine[] = [];
      for (const { tokenVersion: _, productId, ...line } of rows)
        if (productId !== null) cart.push(cartLine({ productId, ...line }));
      return { cart };
    },
  );

  app.post(
    '/product/cart',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({
          productId: productIdSchema,
          quantity: Type.Integer({ ...quantitySchema, default: 1 }),
          // Subscribe and save (ADR 024): 0 buys once; a subscribed line stays subscribed
          // unless this says otherwise.
          subscribeWeeks: Type.Optional(subscribeWeeksSchema),
        }),
      },
    },
    async (request): Promise<CartResponse> => {
      const { productId, quantity, subscribeWeeks } = request.body;
      const product = await productOf(productId);
      if (subscribeWeeks && !product.subscribable)
        throw badRequest(SUBSCRIPTION_MESSAGES.notEligible(product.name));
      const before = await inCart(request.userId, productId);
      refuseBeyondStock(product, Math.min(before + quantity, MAX_QUANTITY), before);
      const weeks = subscribeWeeks === undefined ? undefined : subscribeWeeks || null;
      await db
        .insert(cartItems)
        .values({ userId: request.userId, productId, quantity, subscribeWeeks: weeks ?? null })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: {
            quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${sql.raw(String(MAX_QUANTITY))})`,
            ...(weeks === undefined ? {} : { subscribeWeeks: weeks }),
            updatedAt: new Date(),
          },
        });
      // Past the cap the line holds MAX_QUANTITY: say so rather than "added".
      const capped = before + quantity > MAX_QUANTITY;
      return {
        cart: await cartOf(db, request.userId),
        message: capped
          ? `Your cart can hold at most ${MAX_QUANTITY} of one product; it now has ${MAX_QUANTITY}.`
          : 'Added to cart',
      };
    },
  );

  app.put(
    '/product/cart/:productId',
    {
      onRequest: auth.requireUser,
      schema: {
        params: productParams,
        body: Type.Object({ quantity: quantitySchema }),
      },
    },
    async (request): Promise<CartResponse> => {
      const { productId } = request.params;
      refuseBeyondStock(
        await productOf(productId),
        request.body.quantity,
        await inCart(request.userId, productId),
      );
      const updated = await db
        .update(cartItems)
        .set({ quantity: request.body.quantity, updatedAt: new Date() })
        .where(mine(request.userId, request.params.productId))
        .returning({ productId: cartItems.productId });
      if (updated.length === 0) throw notFound('Item not found in cart');
      return { cart: await cartOf(db, request.userId), message: 'Quantity updated' };
    },
  );

  // One-time purchase or subscribe and save, for a line already in the cart (ADR 024).
  app.put(
    '/product/cart/:productId/subscription',
    {
      onRequest: auth.requireUser,
      schema: {
        params: productParams,
        body: Type.Object({ subscribeWeeks: subscribeWeeksSchema }),
      },
    },
    async (request): Promise<CartResponse> => {
      const { productId } = request.params;
      const weeks = request.body.subscribeWeeks;
      const product = await productOf(productId);
      if (weeks && !product.subscribable)
        throw badRequest(SUBSCRIPTION_MESSAGES.notEligible(product.name));
      const updated = await db
        .update(cartItems)
        .set({ subscribeWeeks: weeks || null, updatedAt: new Date() })
        .where(mine(request.userId, productId))
        .returning({ productId: cartItems.productId });
      if (updated.length === 0) throw notFound('Item not found in cart');
      return {
        cart: await cartOf(db, request.userId),
        ...saying(
          weeks
            ? said('Subscribed: delivered every {weeks} weeks', { weeks })
            : 'One-time purchase',
        ),
      };
    },
  );

  app.delete(
    '/product/cart/:productId',
    { onRequest: auth.requireUser, schema: { params: productParams } },
    async (request): Promise<CartResponse> => {
      const deleted = await db
        .delete(cartItems)
        .where(mine(request.userId, request.params.productId))
        .returning({ productId: cartItems.productId });
      if (deleted.length === 0) throw notFound('Item not found in cart');
      return { cart: await cartOf(db, request.userId), message: 'Item removed from cart' };
    },
  );
};
