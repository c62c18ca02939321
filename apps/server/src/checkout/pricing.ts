// What an order costs, priced by the server from what the buyer chose: its lines, delivery,
// coupon and total, refused when the cart has changed.
import { variantNameSql } from '../catalogue/variants';
import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  ORDER_ITEM_TYPE_ALIASES,
  PHARMACY_LINE_NAME,
  cartTotals,
  consultationLineName,
  paiseToRupees,
  rupeesToPaise,
  subscriptionUnitPaise,
  toPaise,
  type OrderItemType,
  type OrderSelectionItem,
  type ShippingType,
} from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { products } from '../catalogue/tables';
import { cartItems, vetCarts } from './tables';
import { type OrderLineSnapshot } from '../orders/tables';
import { consultationBookings } from '../services/tables';
import { badRequest } from '../platform/errors';
import { type PricedCoupon } from '../coupons/coupons';
import { oneOf, productIdSchema, quantitySchema, uuidSchema } from '../platform/schemas';
import { subscribableSql } from '../catalogue/subscribable';
import { freeDeliveryFrom } from './deliverySettings';

/** What an order is for, priced by the server. */
export interface PricedOrder {
  lines: OrderLineSnapshot[];
  shippingType: ShippingType;
  shippingPaise: number;
  /** Whole rupees, in paise: what the provider charges and the order's totalPrice. */
  totalPaise: number;
  /** A coupon priced into the total (coupons/coupons.ts `applyCoupon`): its discount is taken off. */
  coupon?: PricedCoupon | undefined;
}

export const CART_CHANGED = 'Your cart has changed. Please review it and try again.';

/** The schema of a selection of cart lines (orderData.items, the payment order's items). */
export const selectionSchema = Type.Array(
  Type.Object({
    itemType: oneOf(['product', 'pharmacy', 'booking', 'doctor', 'vetcart'], {
      errorMessage: 'itemType must be product, pharmacy or booking.',
    }),
    itemId: Type.Optional(uuidSchema('itemId')),
    productId: Type.Optional(productIdSchema),
    quantity: Type.Optional(quantitySchema),
  }),
  { maxItems: 200 },
);

/**
 * Prices the lines a user is buying from the server's own data: products at today's price with
 * the cart's quantity, pharmacy entries at their stored price, consultations at theirs. Without
 * `items` every line of every cart is bought. A selected line must be in the user's carts, and a
 * quantity sent along must be the cart's, else 400.
 */
export async function priceOrder(
  db: Runner,
  userId: string,
  items: readonly OrderSelectionItem[] | undefined,
  shippingType: ShippingType,
): Promise<PricedOrder> {
  const [cart, pharmacy, bookings] = await Promise.all([
    db
      .select({
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        name: variantNameSql,
        pricePaise: products.pricePaise,
        subscribeWeeks: cartItems.subscribeWeeks,
        subscribable: subscribableSql,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.productId)),
    db
      .select()
      .from(vetCarts)
      .where(eq(vetCarts.userId, userId))
      .orderBy(asc(vetCarts.createdAt), asc(vetCarts.id)),
    db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.userId, userId))
      .orderBy(asc(consultationBookings.createdAt), asc(consultationBookings.id)),
  ]);
  const available = new Map<string, OrderLineSnapshot>();
  for (const line of cart) {
    // A subscribed line (ADR 024) is priced at the subscription price while its product may be
    // subscribed to; otherwise it is a one-time purchase at today's price.
    const subscribed = line.subscribeWeeks !== null && line.subscribable;
    available.set(`product:${line.productId}`, {
      itemType: 'product',
      itemId: line.productId,
      name: line.name,
      pricePaise: subscribed ? subscriptionUnitPaise(line.pricePaise) : line.pricePaise,
      quantity: line.quantity,
      ...(subscribed ? { subscribeWeeks: line.subscribeWeeks! } : {}),
    });
  }
  for (const entry of pharmacy)
    available.set(`pharmacy:${entry.id}`, {
      itemType: 'pharmacy',
      itemId: entry.id,
      name: PHARMACY_LINE_NAME,
      pricePaise: entry.pricePaise,
      quantity: entry.quantity,
    });
  for (const booking of bookings)
    available.set(`booking:${booking.id}`, {
      itemType: 'booking',
      itemId: booking.id,
      name: consultationLineName(booking.doctorName),
      pricePaise: booking.pricePaise,
      quantity: 1,
    });

  let lines: OrderLineSnapshot[];
  if (items === undefined) {
    lines = [...available.values()];
  } else {
    lines = [];
    const seen = new Set<string>();
    for (const item of items) {
      const type: OrderItemType =
        item.itemType in ORDER_ITEM_TYPE_ALIASES
          ? ORDER_ITEM_TYPE_ALIASES[item.itemType as keyof typeof ORDER_ITEM_TYPE_ALIASES]
          : (item.itemType as OrderItemType);
      const id = item.itemId ?? item.productId;
      if (!id) throw badRequest('Every item needs an itemId.');
      const key = `${type}:${id}`;
      if (seen.has(key)) throw badRequest('An item is listed twice.');
      seen.add(key);
      const line = available.get(key);
      if (!line) throw badRequest(CART_CHANGED);
      if (item.quantity !== undefined && item.quantity !== line.quantity)
        throw badRequest(CART_CHANGED);
      lines.push(line);
    }
  }
  if (lines.length === 0) throw badRequest('Your cart is empty');
  // The owner's free-delivery threshold (ADR 039), as it is when the order is priced.
  const freeFrom = await freeDeliveryFrom(db);
  const totals = cartTotals(
    lines.map((l) => ({
      price: paiseToRupees(l.pricePaise),
      quantity: l.quantity,
      // A consultation is a service: an order of services alone ships nothing (issue 52 item 7).
      ships: l.itemType !== 'booking',
    })),
    shippingType,
    freeFrom,
  );
  return {
    lines,
    shippingType,
    shippingPaise: rupeesToPaise(totals.shipping),
    totalPaise: toPaise(totals.total),
  };
}
