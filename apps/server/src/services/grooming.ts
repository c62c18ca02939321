import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_TOO_FAR_MESSAGE,
  CURRENCY,
  hasChangeNotice,
  isCalendarDate,
  lastBookableDate,
  paiseToRupees,
  visitsOverlap,
  type CreateGroomingPaymentOrderResponse,
  type GroomingPartner,
  said,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { NO_ADDRESS } from '../orders/tables';
import { paymentOrders } from '../payments/tables';
import { groomingOrders, groomingPartners, groomingServices } from './tables';
import { HttpError, badRequest, notFound } from '../platform/errors';
import type { PaymentProvider } from '../payments/provider';

type Runner = Pick<Database, 'select'>;
type PartnerRow = typeof groomingPartners.$inferSelect;

export const PARTNER_NOT_FOUND = 'Grooming partner not found';

/** Partners with their services, in their curated order. */
export async function partnersWithServices(
  db: Runner,
  rows: readonly PartnerRow[],
): Promise<GroomingPartner[]> {
  if (rows.length === 0) return [];
  const services = await db
    .select()
    .from(groomingServices)
    .where(
      inArray(
        groomingServices.partnerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(groomingServices.position), asc(groomingServices.serviceName));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    rating: r.rating,
    address: { street: r.street, city: r.city, state: r.state, pinCode: r.pinCode },
    services: services
      .filter((s) => s.partnerId === r.id)
      .map((s) => ({ serviceName: s.serviceName, price: paiseToRupees(s.pricePaise) })),
  }));
}

/**
 * The price in paise of `names` at this partner, from its own list: every name must be one of its
 * services, each at most once.
 */
export async function priceGrooming(
  db: Runner,
  partnerId: string,
  names: readonly string[],
): Promise<number> {
  const [partner] = await db
    .select({ id: groomingPartners.id })
    .from(groomingPartners)
    .where(eq(groomingPartners.id, partnerId))
    .limit(1);
  if (!partner) throw notFound(PARTNER_NOT_FOUND);
  if (names.length === 0) throw badRequest('Select at least one Service type');
  if (new Set(names).size !== names.length) throw badRequest('Each service can be chosen once.');
  const rows = await db
    .select({ serviceName: groomingServices.serviceName, pricePaise: groomingServices.pricePaise })
    .from(groomingServices)
    .where(eq(groomingServices.partnerId, partnerId));
  let total = 0;
  for (const name of names) {
    const row = rows.find((r) => r.serviceName === name);
    if (!row) throw badRequest(said('This partner does not offer "{name}".', { name }));
    total += row.pricePaise;
  }
  return total;
}

/** The body of POST /product/razorpay/order when it pays for a grooming appointment. */
export interface GroomingOrderBody {
  amount: number;
  partnerId?: string | undefined;
  services?: string[] | undefined;
}

/**
 * A payment order for a grooming appointment, priced from the partner's own services; a
 * mismatching amount is refused. The booking itself is made by POST /grooming/createGroomingOrder.
 */
export async function createGroomingPaymentOrder(
  db: Database,
  payments: PaymentProvider,
  userId: string,
  body: GroomingOrderBody,
): Promise<CreateGroomingPaymentOrderResponse> {
  if (!body.partnerId) throw badRequest('partnerId is required');
  const services = body.services ?? [];
  const amountPaise = await priceGrooming(db, body.partnerId, services);
  if (body.amount !== amountPaise)
    throw badRequest(
      `The amount does not match your appointment: it is ₹${paiseToRupees(amountPaise)} (${amountPaise} paise).`,
    );
  const id = randomUUID();
  const order = await payments.createOrder({
    amount: amountPaise,
    currency: CURRENCY,
    receipt: id,
    notes: { userId, purpose: 'grooming', partnerId: body.partnerId },
  });
  await db.insert(paymentOrders).values({
    id,
    provider: payments.name,
    providerOrderId: order.id,
    userId,
    amountPaise,
    currency: CURRENCY,
    shippingType: 'none',
    shippingPaise: 0,
    items: [],
    address: NO_ADDRESS,
    purpose: 'grooming',
    grooming: { partnerId: body.partnerId, services },
  });
  return { orderId: order.id, amount: amountPaise, currency: CURRENCY, key: payments.keyId };
}

/** A grooming payment order of this user, by the provider's order id. */
export async function groomingPaymentOrder(db: Runner, userId: string, providerOrderId: string) {
  const [po] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.providerOrderId, providerOrderId),
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.purpose, 'grooming'),
      ),
    )
    .limit(1);
  return po;
}

/** The start times (HH:MM) of a partner's live appointments on a day, but `except` this one. */
export async function busyTimes(
  runner: Pick<Database, 'select'>,
  partnerId: string,
  date: string,
  except?: string,
): Promise<string[]> {
  const rows = await runner
    .select({ time: groomingOrders.appointmentTime })
    .from(groomingOrders)
    .where(
      and(
        eq(groomingOrders.partnerId, partnerId),
        eq(groomingOrders.appointmentDate, date),
        ne(groomingOrders.status, 'cancelled'),
        except ? ne(groomingOrders.id, except) : undefined,
      ),
    )
    .orderBy(asc(groomingOrders.appointmentTime));
  return rows.map((r) => r.time);
}

/**
 * Why an appointment cannot move to this slot, whoever moves it (the pet parent or the clinic's
 * staff): a real date, at most BOOKING_MAX_DAYS_AHEAD ahead, at least 24 hours from now; null
 * when it can.
 */
export function newSlotProblem(date: string, time: string, now: Date): string | null {
  if (!isCalendarDate(date)) return APPOINTMENT_MESSAGES.chooseDate;
  if (date > lastBookableDate(now)) return BOOKING_TOO_FAR_MESSAGE;
  if (!hasChangeNotice(date, time, now)) return APPOINTMENT_MESSAGES.newSlotTooSoon;
  return null;
}

/**
 * Moves a grooming appointment (locked by the caller's transaction, already found changeable)
 * to a slot its partner has free: one change to a partner's day at a time, so two people cannot
 * take one slot together. 409 for the same slot or a taken one.
 */
export async function moveGrooming(
  tx: Pick<Database, 'select' | 'update'>,
  order: { id: string; partnerId: string; appointmentDate: string; appointmentTime: string },
  date: string,
  time: string,
): Promise<void> {
  if (order.appointmentDate === date && order.appointmentTime === time)
    throw new HttpError(409, APPOINTMENT_MESSAGES.sameSlot);
  await tx
    .select({ id: groomingPartners.id })
    .from(groomingPartners)
    .where(eq(groomingPartners.id, order.partnerId))
    .for('update');
  const busy = await busyTimes(tx, order.partnerId, date, order.id);
  if (busy.some((taken) => visitsOverlap(taken, time)))
    throw new HttpError(409, APPOINTMENT_MESSAGES.slotTaken);
  await tx
    .update(groomingOrders)
    .set({ appointmentDate: date, appointmentTime: time })
    .where(eq(groomingOrders.id, order.id));
}
