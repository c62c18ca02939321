import { and, eq, isNull } from 'drizzle-orm';
import type { Runner } from '../db/client';
import { addresses, users } from '../accounts/tables';
import { pets } from '../pets/tables';
import type { Mail } from '@petverse/mail';
import { mailLater, type ShopEvents } from '../mail/events';
import { mailAddress } from '../platform/mailAddress';
import { paiseToRupees } from '@petverse/api/contract';
import { indiaIso } from './slots';
import { providerBookings, providerMembers, providers } from './tables';

/*
 * What a booking's change mails (issue 52 item 5), written in the change's transaction: the pet
 * parent hears it is confirmed or declined (with the refund), the provider hears of a new
 * booking and of a cancellation.
 */

/** A booking with what its mails show. */
async function bookingOf(tx: Runner, id: string) {
  const [row] = await tx
    .select({
      b: providerBookings,
      provider: providers,
      parent: { name: users.name, email: users.email, phone: users.phone, locale: users.locale },
      pet: pets.name,
      address: addresses,
    })
    .from(providerBookings)
    .innerJoin(providers, eq(providers.id, providerBookings.providerId))
    .innerJoin(users, eq(users.id, providerBookings.userId))
    .leftJoin(pets, eq(pets.id, providerBookings.petId))
    .leftJoin(addresses, eq(addresses.id, providerBookings.addressId))
    .where(eq(providerBookings.id, id));
  if (!row) return null;
  const start = indiaIso(new Date(row.b.startsAt));
  const appointment = {
    date: start.slice(0, 10),
    time: start.slice(11, 16),
    provider: row.provider.name,
    service: row.b.service,
    pet: row.pet ?? '',
    price: paiseToRupees(row.b.pricePaise),
    ...(row.address
      ? { place: `${row.address.street}, ${row.address.city} ${row.address.pincode}` }
      : row.provider.address
        ? { place: row.provider.address }
        : {}),
  };
  return { ...row, appointment };
}

/** Where a provider's mail goes: its contact address, else its owners'. */
async function providerRecipients(tx: Runner, provider: typeof providers.$inferSelect) {
  const owners = await tx
    .select({ email: providerMembers.email })
    .from(providerMembers)
    .where(
      and(
        eq(providerMembers.providerId, provider.id),
        eq(providerMembers.role, 'owner'),
        isNull(providerMembers.disabledAt),
      ),
    );
  const emails = provider.email ? [provider.email] : owners.map((o) => o.email);
  return [...new Set(emails.map((e) => e.toLowerCase()))].filter((e) => mailAddress(e));
}

/** Paid: the pet parent's confirmation and the provider's new booking. */
export async function bookingPaid(ev: ShopEvents, tx: Runner, id: string): Promise<void> {
  const found = await bookingOf(tx, id);
  if (!found) return;
  const { parent, provider, appointment } = found;
  await mailLater(ev, tx, {
    kind: 'booking-update',
    to: parent.email,
    name: parent.name,
    locale: parent.locale,
    status: 'confirmed',
    appointment,
  });
  await mailProvider(ev, tx, provider, {
    event: 'new',
    appointment: { ...appointment, provider: parent.name },
    phone: parent.phone || null,
  });
}

/** Declined by the provider: the pet parent hears why, and of the refund. */
export async function bookingDeclined(ev: ShopEvents, tx: Runner, id: string): Promise<void> {
  await refundedToParent(ev, tx, id, 'declined');
}

/**
 * The provider never came (a doctor who did not join): the pet parent hears of the refund, the
 * provider that the booking was missed and earns nothing.
 */
export async function bookingMissed(ev: ShopEvents, tx: Runner, id: string): Promise<void> {
  const found = await refundedToParent(ev, tx, id, 'missed');
  if (!found) return;
  await mailProvider(ev, tx, found.provider, {
    event: 'missed',
    appointment: { ...found.appointment, provider: found.parent.name },
    phone: found.parent.phone || null,
  });
}

/** A refunded booking's news to its pet parent: why, and the refund. */
async function refundedToParent(
  ev: ShopEvents,
  tx: Runner,
  id: string,
  status: 'declined' | 'missed',
) {
  const found = await bookingOf(tx, id);
  if (!found) return null;
  const { parent, b, appointment } = found;
  await mailLater(ev, tx, {
    kind: 'booking-update',
    to: parent.email,
    name: parent.name,
    locale: parent.locale,
    status,
    appointment,
    reason: b.reason,
    refund:
      b.refundId && b.refundStatus
        ? {
            id: b.refundId,
            amount: paiseToRupees(b.pricePaise),
            status: b.refundStatus as 'processed' | 'pending',
          }
        : null,
  });
  return found;
}

/**
 * Cancelled by the pet parent, or the provider's new time refused: the provider hears the slot
 * is free again.
 */
export async function bookingCancelled(
  ev: ShopEvents,
  tx: Runner,
  id: string,
  event: 'cancelled' | 'refused' = 'cancelled',
): Promise<void> {
  const found = await bookingOf(tx, id);
  if (!found) return;
  const { parent, provider, appointment } = found;
  await mailProvider(ev, tx, provider, {
    event,
    appointment: { ...appointment, provider: parent.name },
    phone: null,
  });
}

/**
 * Moved by the provider from `from`: the pet parent hears the new time and that they may refuse
 * it for a full refund; the provider's team has it in writing too.
 */
export async function bookingMoved(
  ev: ShopEvents,
  tx: Runner,
  id: string,
  from: Date,
): Promise<void> {
  const found = await bookingOf(tx, id);
  if (!found) return;
  const { parent, provider, appointment, b } = found;
  const before = indiaIso(from);
  const movedFrom = { date: before.slice(0, 10), time: before.slice(11, 16) };
  await mailLater(ev, tx, {
    kind: 'booking-update',
    to: parent.email,
    name: parent.name,
    locale: parent.locale,
    status: 'moved',
    appointment,
    movedFrom,
    reason: b.reason,
  });
  await mailProvider(ev, tx, provider, {
    event: 'moved',
    appointment: { ...appointment, provider: parent.name },
    phone: parent.phone || null,
    movedFrom,
  });
}

/** A booking's news to each of the provider's addresses. */
async function mailProvider(
  ev: ShopEvents,
  tx: Runner,
  provider: typeof providers.$inferSelect,
  news: Pick<
    Extract<Mail, { kind: 'provider-booking' }>,
    'event' | 'appointment' | 'phone' | 'movedFrom'
  >,
) {
  for (const to of await providerRecipients(tx, provider))
    await mailLater(ev, tx, {
      kind: 'provider-booking',
      to,
      name: provider.name,
      locale: 'en',
      ...news,
    });
}
