import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  CURRENCY,
  HOLD_MINUTES,
  PLACE_TAKING_STATUSES,
} from '@petverse/api/contract';
import type { Database, Runner, Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { addresses } from '../accounts/tables';
import { NO_ADDRESS } from '../orders/tables';
import { paymentOrders } from '../payments/tables';
import { pets } from '../pets/tables';
import { HttpError, badRequest, notFound } from '../platform/errors';
import type { PaymentProvider } from '../payments/provider';
import { dayClosed, daySlots, indiaDate, type Taken } from './slots';
import { providerBookings, providerPincodes, providerServices, providers } from './tables';

const MINUTE = 60_000;

/** The statuses that take a place for good (the contract's, less a hold, which lapses). */
const PAID_STATUSES = PLACE_TAKING_STATUSES.filter((status) => status !== 'held');

/** Rows that take a place at `now`: paid ones, and held ones whose hold still lasts. */
export const takesPlace = (now: Date): SQL =>
  or(
    inArray(providerBookings.status, PAID_STATUSES),
    and(eq(providerBookings.status, 'held'), gt(providerBookings.heldUntil, now)),
  )!;

/** What takes a place of a provider between two moments, but `except` one booking. */
export async function takenBetween(
  tx: Runner,
  providerId: string,
  from: Date,
  to: Date,
  now: Date,
  except?: string,
): Promise<Taken[]> {
  const rows = await tx
    .select({ start: providerBookings.startsAt, end: providerBookings.endsAt })
    .from(providerBookings)
    .where(
      and(
        eq(providerBookings.providerId, providerId),
        lt(providerBookings.startsAt, to),
        gt(providerBookings.endsAt, from),
        takesPlace(now),
        except ? ne(providerBookings.id, except) : undefined,
      ),
    );
  return rows.map((r) => ({ start: new Date(r.start), end: new Date(r.end) }));
}

interface SlotDayRow {
  availability: (typeof providers.$inferSelect)['availability'];
  minutes: number | null;
  taken: [string, string][] | string;
}

/**
 * What a day's slots need, read in one prepared statement (a page of slots is asked often; on the
 * embedded database planning a statement costs more than running it): the listed provider's
 * hours, the service's minutes ($2; null when the provider has no service of that name, or when
 * none is named: ''), and what takes a place between $3 and $4 at $5 (a hold while it lasts).
 */
const slotDayStatement = prepared<SlotDayRow>(
  'slot_day',
  `select p.availability,
     (select s.minutes from provider_services s where s.provider_id = p.id and s.name = $2) as minutes,
     coalesce((select json_agg(json_build_array(b.starts_at, b.ends_at)) from provider_bookings b
       where b.provider_id = p.id and b.starts_at < $4::timestamptz and b.ends_at > $3::timestamptz
         and (b.status in (${PAID_STATUSES.map((status) => `'${status}'`).join(', ')})
           or (b.status = 'held' and b.held_until > $5::timestamptz))), '[]'::json) as taken
   from providers p where p.id = $1 and p.status = 'active'`,
);

/** A listed provider's day: its hours, the service's minutes and what is taken; null if none. */
export async function slotDay(
  db: Database,
  providerId: string,
  date: string,
  service: string | undefined,
  now: Date,
) {
  const { from, to } = dayWindow(date);
  const [row] = await slotDayStatement(db, [
    providerId,
    service ?? '',
    from.toISOString(),
    to.toISOString(),
    now.toISOString(),
  ]);
  if (!row) return null;
  const taken = (
    typeof row.taken === 'string' ? (JSON.parse(row.taken) as [string, string][]) : row.taken
  ).map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
  return { availability: row.availability, minutes: service ? row.minutes : null, taken };
}

/** A day's window in UTC (India's midnight to midnight), with a service's length to spare. */
const dayWindow = (date: string) => {
  const from = new Date(Date.parse(`${date}T00:00:00+05:30`));
  return { from, to: new Date(from.getTime() + 86_400_000) };
};

/** The slots of a provider's day, for a service of `minutes`. */
export async function slotsOn(
  db: Runner,
  provider: typeof providers.$inferSelect,
  date: string,
  now: Date,
  minutes?: number,
  except?: string,
) {
  const { from, to } = dayWindow(date);
  const taken = await takenBetween(db, provider.id, from, to, now, except);
  return daySlots(provider.availability, date, taken, now, minutes);
}

/**
 * Whether one more booking of `minutes` fits at `start`: it must be one of the day's slots (the
 * provider's hours, lead time, horizon, days off) with a place left. Throws the reason.
 */
export async function ensureFree(
  tx: Runner,
  provider: typeof providers.$inferSelect,
  start: Date,
  minutes: number,
  now: Date,
  except?: string,
): Promise<void> {
  const date = indiaDate(start);
  const closed = dayClosed(provider.availability, date, now);
  if (closed === 'too-far')
    throw new HttpError(409, BOOKING_MESSAGES.tooFar(provider.availability.horizonDays));
  if (closed === 'closed') throw new HttpError(409, BOOKING_MESSAGES.closed);
  if (closed === 'past' || start.getTime() < now.getTime())
    throw new HttpError(409, BOOKING_MESSAGES.notASlot);
  if (start.getTime() < now.getTime() + provider.availability.leadHours * 3_600_000)
    throw new HttpError(409, BOOKING_MESSAGES.tooSoon(provider.availability.leadHours));
  const slot = (await slotsOn(tx, provider, date, now, minutes, except)).find(
    (s) => s.start.getTime() === start.getTime(),
  );
  if (!slot) throw new HttpError(409, BOOKING_MESSAGES.notASlot);
  if (slot.left <= 0) throw new HttpError(409, BOOKING_MESSAGES.slotTaken);
}

/** A provider, locked for a booking's change: one booking of a provider is decided at a time. */
export async function lockedProvider(tx: Tx, id: string) {
  const [row] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
  return row ?? null;
}

export interface HoldInput {
  providerId: string;
  userId: string;
  start: Date;
  service: string;
  petId: string;
  addressId?: string | undefined;
}

/**
 * Holds a slot for its payment (HOLD_MINUTES), then opens the payment order. The hold is
 * decided under the provider's row lock, so of many pet parents racing for one last place one
 * holds it and the rest hear 409 before anything is paid. A payment order that cannot be opened
 * releases the hold.
 */
export async function holdSlot(
  db: Database,
  payments: PaymentProvider,
  input: HoldInput,
  now: Date,
): Promise<{ bookingId: string; payment: { orderId: string; amount: number; key: string } }> {
  const held = await db.transaction(async (tx) => {
    const provider = await lockedProvider(tx, input.providerId);
    if (!provider) throw notFound('Provider not found');
    if (provider.status !== 'active') throw new HttpError(409, BOOKING_MESSAGES.notBookable);
    const [service] = await tx
      .select()
      .from(providerServices)
      .where(
        and(eq(providerServices.providerId, provider.id), eq(providerServices.name, input.service)),
      );
    if (!service) throw badRequest(BOOKING_MESSAGES.unknownService);
    const [pet] = await tx
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.id, input.petId), eq(pets.userId, input.userId)));
    if (!pet) throw notFound('Pet not found');
    const homeVisit = await servesPincodes(tx, provider.id);
    if (homeVisit) {
      if (!input.addressId) throw badRequest(BOOKING_MESSAGES.addressNeeded);
      const [address] = await tx
        .select({ pincode: addresses.pincode })
        .from(addresses)
        .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)));
      if (!address) throw notFound('Address not found');
      const [served] = await tx
        .select({ pincode: providerPincodes.pincode })
        .from(providerPincodes)
        .where(
          and(
            eq(providerPincodes.providerId, provider.id),
            eq(providerPincodes.pincode, address.pincode),
          ),
        );
      if (!served) throw new HttpError(409, BOOKING_MESSAGES.outsideArea);
    }
    await ensureFree(tx, provider, input.start, service.minutes, now);
    const [row] = await tx
      .insert(providerBookings)
      .values({
        providerId: provider.id,
        userId: input.userId,
        petId: pet.id,
        addressId: homeVisit ? input.addressId! : null,
        service: service.name,
        minutes: service.minutes,
        pricePaise: service.pricePaise,
        startsAt: input.start,
        endsAt: new Date(input.start.getTime() + service.minutes * MINUTE),
        status: 'held',
        heldUntil: new Date(now.getTime() + HOLD_MINUTES * MINUTE),
      })
      .returning({ id: providerBookings.id });
    return { id: row!.id, pricePaise: service.pricePaise };
  });

  const paymentOrderId = randomUUID();
  try {
    const order = await payments.createOrder({
      amount: held.pricePaise,
      currency: CURRENCY,
      receipt: paymentOrderId,
      notes: { userId: input.userId, purpose: 'booking', bookingId: held.id },
    });
    await db.transaction(async (tx) => {
      await tx.insert(paymentOrders).values({
        id: paymentOrderId,
        provider: payments.name,
        providerOrderId: order.id,
        userId: input.userId,
        amountPaise: held.pricePaise,
        currency: CURRENCY,
        shippingType: 'none',
        shippingPaise: 0,
        items: [],
        address: NO_ADDRESS,
        purpose: 'booking',
      });
      await tx
        .update(providerBookings)
        .set({ paymentOrderId })
        .where(eq(providerBookings.id, held.id));
    });
    return {
      bookingId: held.id,
      payment: { orderId: order.id, amount: held.pricePaise, key: payments.keyId },
    };
  } catch (error) {
    await db.delete(providerBookings).where(eq(providerBookings.id, held.id));
    throw error;
  }
}

/** Whether a provider comes to its pet parents (it lists pincodes) rather than they to it. */
export async function servesPincodes(tx: Runner, providerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ pincode: providerPincodes.pincode })
    .from(providerPincodes)
    .where(eq(providerPincodes.providerId, providerId))
    .limit(1);
  return Boolean(row);
}
