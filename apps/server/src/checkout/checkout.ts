import { variantNameSql } from '../catalogue/variants';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  ORDER_ITEM_TYPE_ALIASES,
  PHARMACY_LINE_NAME,
  cartTotals,
  consultationLineName,
  deliverByFor,
  NOT_SERVICEABLE,
  zoneOf,
  paiseToRupees,
  rupeesToPaise,
  subscriptionUnitPaise,
  toPaise,
  type Order,
  type OrderItemType,
  type OrderSelectionItem,
  type OrderStatus,
  type OrderStatusChange,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingType,
} from '@petverse/api/contract';
import type { Tx, Runner } from '../db/client';
import { addresses, users } from '../accounts/tables';
import { products } from '../catalogue/tables';
import { cartItems, vetCarts } from './tables';
import { invoices } from '../invoices/tables';
import {
  orderItems,
  orders,
  type AddressSnapshot,
  type OrderLineSnapshot,
  orderStatusEvents,
} from '../orders/tables';
import { consultationAppointments, consultationBookings } from '../services/tables';
import { badRequest, notFound } from '../platform/errors';
import { ensureAvailable, takeStock } from '../catalogue/stock';
import { placeHolds } from './holds';
import {
  ensureCouponLeft,
  recordCouponUse,
  takeCouponUse,
  type PricedCoupon,
} from '../coupons/coupons';
import { oneOf, productIdSchema, quantitySchema, uuidSchema } from '../platform/schemas';
import { returnsOf, toOrderReturn, type ReturnFields } from '../returns';
import { subscribableSql } from '../catalogue/subscribable';
import { keepPharmacyLines } from '../pharmacy';
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

/**
 * A copy of one of the user's addresses, for the order to keep whatever happens to it later; an
 * address we do not deliver to is refused here, for every way of paying (NOT_SERVICEABLE).
 */
export async function addressSnapshot(
  db: Runner,
  userId: string,
  addressId: string,
): Promise<AddressSnapshot> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Address not found');
  const { name, phone, email, street, city, state, pincode, country } = row;
  if (!zoneOf(pincode)) throw badRequest(NOT_SERVICEABLE(pincode));
  return { name, phone, email, street, city, state, pincode, country };
}

export interface NewOrder {
  userId: string;
  priced: PricedOrder;
  address: AddressSnapshot;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentOrderId?: string;
  paymentId?: string;
  /** The order's moment: holds lapsed by then no longer count (ADR 032). */
  now: Date;
  /**
   * Whether the order takes its products' units from stock (catalogue/stock.ts) and its coupon's use
   * (coupons/coupons.ts): always, but for an order recorded as cancelled at once (paid for after its
   * last units or its coupon's last use went to someone else).
   * @default true
   */
  takeStock?: boolean;
  /**
   * Whether the bought lines leave the buyer's carts: not for a subscription's renewal, which
   * was never in a cart (ADR 024).
   * @default true
   */
  fromCarts?: boolean;
}

/**
 * Writes an order and its lines, takes its coupon's use (CouponRefused, 409, when none is left)
 * and its products' units from stock (StockShortage, 409, when one has too few): the transaction
 * must then roll back. Keeps its consultations' details for the clinic, and takes the bought
 * lines out of the user's carts. Locks in this order, as every checkout does: the user, the
 * coupon, the products by id.
 */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<string> {
  const { priced, userId } = order;
  const takesStock = order.takeStock ?? true;
  const buyer = { userId, now: order.now };
  if (takesStock && priced.coupon) await takeCouponUse(tx, priced.coupon.id, userId, order.now);
  if (takesStock) await takeStock(tx, priced.lines, buyer);
  const [row] = await tx
    .insert(orders)
    .values({
      userId,
      paymentOrderId: order.paymentOrderId ?? null,
      paymentId: order.paymentId ?? null,
      totalPaise: priced.totalPaise,
      shippingType: priced.shippingType,
      shippingPaise: priced.shippingPaise,
      status: 'pending' satisfies OrderStatus,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      address: order.address,
      stockTaken: takesStock,
      couponCode: priced.coupon?.code ?? null,
      discountPaise: priced.coupon?.discountPaise ?? 0,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  if (takesStock && priced.coupon) await recordCouponUse(tx, priced.coupon.id, userId, orderId);
  await tx.insert(orderStatusEvents).values({ orderId, status: 'pending' });
  await tx.insert(orderItems).values(
    priced.lines.map((line, position) => ({
      orderId,
      position,
      itemType: line.itemType,
      itemId: line.itemId,
      name: line.name,
      pricePaise: line.pricePaise,
      quantity: line.quantity,
    })),
  );
  await keepConsultations(tx, orderId, userId, priced.lines);
  // Each pharmacy line waits for a pharmacist before the order ships (issue 53 item 2).
  await keepPharmacyLines(tx, orderId, userId, priced.lines);
  if (order.fromCarts ?? true) await removeBoughtLines(tx, userId, priced.lines);
  return orderId;
}

/**
 * Holds what a card payment order pays for while its buyer pays (ADR 032): its coupon's use and
 * its products' units, decided under their row locks (the user, the coupon, the products by id,
 * as every checkout locks), replacing the buyer's earlier holds. Refuses (409, naming what and
 * why) what is gone or held for another buyer's payment: then nothing is held and nothing asked.
 */
export async function holdCheckout(
  tx: Tx,
  hold: { paymentOrderId: string; userId: string; priced: PricedOrder; now: Date },
): Promise<void> {
  const { userId, priced, now } = hold;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (priced.coupon) await ensureCouponLeft(tx, priced.coupon.id, userId, now);
  const units = await ensureAvailable(tx, priced.lines, { userId, now });
  await placeHolds(tx, {
    paymentOrderId: hold.paymentOrderId,
    userId,
    units,
    couponId: priced.coupon?.id,
    now,
  });
}

/** The ordered consultations' doctor, day, slot and pet, kept before the cart's rows go. */
async function keepConsultations(
  tx: Tx,
  orderId: string,
  userId: string,
  lines: readonly OrderLineSnapshot[],
) {
  const ids = lines.filter((l) => l.itemType === 'booking').map((l) => l.itemId);
  if (ids.length === 0) return;
  const bookings = await tx
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.userId, userId), inArray(consultationBookings.id, ids)));
  if (bookings.length === 0) return;
  await tx.insert(consultationAppointments).values(
    bookings.map((b) => ({
      orderId,
      userId,
      doctorId: b.doctorId,
      doctorName: b.doctorName,
      selectedDate: b.selectedDate,
      selectedTime: b.selectedTime,
      consultationMode: b.consultationMode,
      petName: b.petName,
      petType: b.petType,
    })),
  );
}

/**
 * Takes out of the carts exactly what was paid for: a line's paid quantity comes off its cart
 * line, and the line goes only when nothing is left (units added after the order was created,
 * before it was paid, stay in the cart).
 */
async function removeBoughtLines(tx: Tx, userId: string, lines: readonly OrderLineSnapshot[]) {
  for (const line of lines) {
    if (line.itemType === 'booking') {
      await tx
        .delete(consultationBookings)
        .where(
          and(eq(consultationBookings.userId, userId), eq(consultationBookings.id, line.itemId)),
        );
    } else if (line.itemType === 'product') {
      const mine = and(eq(cartItems.userId, userId), eq(cartItems.productId, line.itemId));
      await tx.delete(cartItems).where(and(mine, lte(cartItems.quantity, line.quantity)));
      await tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
        .where(mine);
    } else {
      const mine = and(eq(vetCarts.userId, userId), eq(vetCarts.id, line.itemId));
      await tx.delete(vetCarts).where(and(mine, lte(vetCarts.quantity, line.quantity)));
      await tx
        .update(vetCarts)
        .set({ quantity: sql`${vetCarts.quantity} - ${line.quantity}` })
        .where(mine);
    }
  }
}

type OrderRow = typeof orders.$inferSelect;

/** What `toOrder` needs of an order (its fields as the orders table has them). */
export type OrderFields = Pick<
  OrderRow,
  | 'id'
  | 'createdAt'
  | 'totalPaise'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'shippingType'
  | 'shippingPaise'
  | 'address'
  | 'refundId'
  | 'refundStatus'
  | 'courier'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'couponCode'
  | 'discountPaise'
> & {
  /** Its invoice's and credit note's numbers, when issued. */
  invoice?: string | null;
  creditNote?: string | null;
  /** Its returns, oldest first (issue 38). */
  returns?: ReturnFields[];
};
type OrderLine = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'itemType' | 'itemId' | 'name' | 'pricePaise' | 'quantity'
>;
type OrderEvent = Pick<typeof orderStatusEvents.$inferSelect, 'status' | 'at'>;

/** Orders as the API returns them, with their lines, in the order of `rows`. */
export async function toOrders(db: Runner, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Both at once: on PostgreSQL they run on two connections of the pool.
  const [lines, events, documents, returned] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
    db
      .select({ orderId: invoices.orderId, kind: invoices.kind, number: invoices.number })
      .from(invoices)
      .where(and(inArray(invoices.orderId, ids), isNull(invoices.returnId))),
    returnsOf(db, ids),
  ]);
  const numberOf = (orderId: string, kind: string) =>
    documents.find((d) => d.orderId === orderId && d.kind === kind)?.number ?? null;
  return rows.map((row) =>
    toOrder(
      {
        ...row,
        invoice: numberOf(row.id, 'invoice'),
        creditNote: numberOf(row.id, 'credit-note'),
        returns: returned
          .filter((r) => r.ret.orderId === row.id)
          .map((r) => ({ ...r.ret, creditNote: r.creditNote })),
      },
      lines.filter((l) => l.orderId === row.id),
      events.filter((e) => e.orderId === row.id),
    ),
  );
}

/** One order as the API returns it, from its row, its lines (by position) and its timeline's events (by time). */
export function toOrder(
  row: OrderFields,
  lines: readonly OrderLine[],
  events: readonly OrderEvent[],
): Order {
  return {
    _id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    totalPrice: paiseToRupees(row.totalPaise),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    shippingType: row.shippingType as ShippingType,
    shippingPrice: paiseToRupees(row.shippingPaise),
    items: lines.map((l) => ({
      _id: l.id,
      itemType: l.itemType as OrderItemType,
      itemId: { _id: l.itemId, name: l.name },
      price: paiseToRupees(l.pricePaise),
      quantity: l.quantity,
    })),
    address: row.address,
    refund:
      row.refundId && row.refundStatus
        ? { id: row.refundId, status: row.refundStatus as 'processed' | 'pending' }
        : null,
    courier: row.courier ?? null,
    trackingNumber: row.trackingNumber ?? null,
    trackingUrl: row.trackingUrl ?? null,
    deliverBy: deliverByFor(
      row.address.pincode,
      row.shippingType as ShippingType,
      new Date(row.createdAt),
    ),
    invoice: row.invoice ?? null,
    creditNote: row.creditNote ?? null,
    coupon: row.couponCode
      ? { code: row.couponCode, discount: paiseToRupees(row.discountPaise) }
      : null,
    statusHistory: historyOf(row, events),
    returns: (row.returns ?? []).map(toOrderReturn),
  };
}

/** The order's timeline; an order from before the timeline existed starts at its creation. */
function historyOf(row: OrderFields, events: readonly OrderEvent[]): OrderStatusChange[] {
  // A step that repeats the status before it (staff marking cash collected) is not a new one.
  const history: OrderStatusChange[] = [];
  for (const e of events)
    if (history.at(-1)?.status !== e.status)
      history.push({ status: e.status as OrderStatus, at: new Date(e.at).toISOString() });
  if (history.length === 0)
    history.push({ status: 'pending', at: new Date(row.createdAt).toISOString() });
  if (history.at(-1)!.status !== row.status)
    history.push({ status: row.status as OrderStatus, at: history.at(-1)!.at });
  return history;
}

export async function orderById(db: Runner, id: string): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = await toOrders(db, rows);
  if (!order) throw notFound('Order not found');
  return order;
}
