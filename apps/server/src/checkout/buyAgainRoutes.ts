import { variantNameSql } from '../catalogue/variants';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  BOUGHT_BEFORE_MAX,
  BUY_AGAIN_REASONS,
  MAX_QUANTITY,
  buyAgainMessage,
  paiseToRupees,
  type BoughtBeforeResponse,
  type BuyAgainResponse,
  type LeftOutLine,
  type Said,
  english,
  saying,
} from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { cartItems } from './tables';
import { orderItems, orders } from '../orders/tables';
import { HttpError, notFound } from '../platform/errors';
import { idParams } from '../platform/schemas';
import type { ShoppingContext } from './context';
import { cartOf } from './cartRoutes';

/**
 * 'Buy again' (issue 38): a past order's products that are on sale go back in the buyer's cart,
 * as many as are in stock up to what was ordered; the answer names each line left out and why.
 */
export const buyAgainRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  { db, auth },
) => {
  // The buyer's 'Buy again' list: each product of their orders (not cancelled) still sold, with
  // when they last ordered it and how many, the most recent first.
  app.get(
    '/product/buy-again',
    { onRequest: auth.requireUser },
    async (request): Promise<BoughtBeforeResponse> => {
      const bought = db
        .selectDistinctOn([orderItems.itemId], {
          productId: orderItems.itemId,
          quantity: orderItems.quantity,
          orderedAt: orders.createdAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, request.userId),
            ne(orders.status, 'cancelled'),
            eq(orderItems.itemType, 'product'),
          ),
        )
        .orderBy(orderItems.itemId, desc(orders.createdAt), desc(orderItems.position))
        .as('bought');
      const rows = await db
        .select({
          productId: products.id,
          name: variantNameSql,
          pricePaise: products.pricePaise,
          imageUrl: products.imageUrl,
          stock: products.stock,
          lastQuantity: bought.quantity,
          lastOrderedAt: bought.orderedAt,
        })
        .from(bought)
        .innerJoin(products, sql`${products.id}::text = ${bought.productId}`)
        .where(isNull(products.withdrawnAt))
        .orderBy(desc(bought.orderedAt), products.name)
        .limit(BOUGHT_BEFORE_MAX);
      return {
        products: rows.map(({ pricePaise, lastOrderedAt, ...row }) => ({
          ...row,
          price: paiseToRupees(pricePaise),
          lastOrderedAt: new Date(lastOrderedAt).toISOString(),
        })),
      };
    },
  );

  app.post(
    '/product/orders/:id/buy-again',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<BuyAgainResponse> => {
      const { userId } = request;
      const { added, leftOut } = await db.transaction(async (tx) => {
        // Someone else's order is not found, whether it exists or not.
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, request.params.id), eq(orders.userId, userId)));
        if (!order) throw notFound('Order not found');
        const lines = await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(orderItems.position);
        const ids = lines.filter((l) => l.itemType === 'product').map((l) => l.itemId);
        const [known, held] = await Promise.all([
          ids.length
            ? tx
                .select({
                  id: products.id,
                  stock: products.stock,
                  withdrawnAt: products.withdrawnAt,
                })
                .from(products)
                .where(inArray(products.id, ids))
            : [],
          ids.length
            ? tx
                .select({ productId: cartItems.productId, quantity: cartItems.quantity })
                .from(cartItems)
                .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids)))
            : [],
        ]);
        const productById = new Map(known.map((p) => [p.id, p]));
        const inCart = new Map(held.map((c) => [c.productId, c.quantity]));
        const added: BuyAgainResponse['added'] = [];
        const startedAt = Date.now();
        const leftOut: { name: string; reason: Said }[] = [];
        for (const line of lines) {
          const { name } = line;
          if (line.itemType !== 'product') {
            leftOut.push({
              name,
              reason:
                line.itemType === 'booking'
                  ? BUY_AGAIN_REASONS.booking
                  : BUY_AGAIN_REASONS.pharmacy,
            });
            continue;
          }
          const product = productById.get(line.itemId);
          if (!product || product.withdrawnAt) {
            leftOut.push({ name, reason: BUY_AGAIN_REASONS.withdrawn });
            continue;
          }
          const already = inCart.get(line.itemId) ?? 0;
          const room = Math.min(product.stock, MAX_QUANTITY) - already;
          if (room <= 0) {
            leftOut.push({
              name,
              reason:
                product.stock === 0 ? BUY_AGAIN_REASONS.outOfStock : BUY_AGAIN_REASONS.cartFull,
            });
            continue;
          }
          const quantity = Math.min(line.quantity, room);
          if (quantity < line.quantity)
            leftOut.push({ name, reason: BUY_AGAIN_REASONS.partly(quantity) });
          await tx
            .insert(cartItems)
            // One transaction has one now(): a millisecond apart, new lines keep the order's order.
            .values({
              userId,
              productId: line.itemId,
              quantity,
              createdAt: new Date(startedAt + added.length),
            })
            .onConflictDoUpdate({
              target: [cartItems.userId, cartItems.productId],
              set: {
                quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${sql.raw(String(MAX_QUANTITY))})`,
                updatedAt: new Date(),
              },
            });
          inCart.set(line.itemId, already + quantity);
          added.push({ productId: line.itemId, name, quantity });
        }
        return { added, leftOut };
      });
      const units = added.reduce((sum, a) => sum + a.quantity, 0);
      const text = buyAgainMessage(units, leftOut);
      if (units === 0) throw new HttpError(409, text);
      return {
        cart: await cartOf(db, userId),
        added,
        leftOut: leftOut.map((l): LeftOutLine => ({ name: l.name, reason: english(l.reason) })),
        ...saying(text),
      };
    },
  );
};
