import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  NOT_SERVICEABLE,
  zoneOf,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@petverse/api/contract';
import type { Tx, Runner } from '../db/client';
import { addresses, users } from '../accounts/tables';
import { cartItems, vetCarts } from './tables';
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
import { ensureCouponLeft, recordCouponUse, takeCouponUse } from '../coupons/coupons';
import { keepPharmacyLines } from '../pharmacy';
import { type PricedOrder } from './pricing';

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
