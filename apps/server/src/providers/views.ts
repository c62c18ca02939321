/* A provider's bookings as the pet parent and the provider see them. */
import { asc, eq, type SQL } from 'drizzle-orm';
import {
  paiseToRupees,
  type BookingStatus,
  type ProviderBooking,
  type ProviderKind,
} from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { addresses, users } from '../accounts/tables';
import { pets } from '../pets/tables';
import { indiaIso } from './slots';
import { providerBookings, providerReviews, providers } from './tables';

/** Bookings as both sides see them; `where` picks which. */
export async function bookingsWhere(
  db: Runner,
  where: SQL | undefined,
  now: Date,
): Promise<ProviderBooking[]> {
  const rows = await db
    .select({
      b: providerBookings,
      providerName: providers.name,
      kind: providers.kind,
      pet: pets,
      address: addresses,
      customer: { name: users.name, phone: users.phone },
      review: providerReviews.id,
    })
    .from(providerBookings)
    .innerJoin(providers, eq(providers.id, providerBookings.providerId))
    .innerJoin(users, eq(users.id, providerBookings.userId))
    .leftJoin(pets, eq(pets.id, providerBookings.petId))
    .leftJoin(addresses, eq(addresses.id, providerBookings.addressId))
    .leftJoin(providerReviews, eq(providerReviews.bookingId, providerBookings.id))
    .where(where)
    .orderBy(asc(providerBookings.startsAt), asc(providerBookings.createdAt));
  return rows.map(({ b, providerName, kind, pet, address, customer, review }) => {
    const heldOut = b.status === 'held' && b.heldUntil && new Date(b.heldUntil) <= now;
    return {
      id: b.id,
      providerId: b.providerId,
      providerName,
      kind: kind as ProviderKind,
      service: b.service,
      price: paiseToRupees(b.pricePaise),
      start: indiaIso(new Date(b.startsAt)),
      end: indiaIso(new Date(b.endsAt)),
      status: heldOut ? 'lapsed' : (b.status as BookingStatus),
      heldUntil: b.status === 'held' && b.heldUntil ? new Date(b.heldUntil).toISOString() : null,
      reason: b.reason,
      pet: pet
        ? {
            id: pet.id,
            name: pet.name,
            species: pet.species,
            breed: pet.breed,
            dateOfBirth: pet.dateOfBirth,
          }
        : null,
      address: address
        ? {
            name: address.name,
            phone: address.phone,
            street: address.street,
            city: address.city,
            state: address.state,
            pincode: address.pincode,
          }
        : null,
      customer: { name: customer.name, phone: customer.phone ?? null },
      refund:
        b.refundId && b.refundStatus
          ? { id: b.refundId, status: b.refundStatus as 'processed' | 'pending' }
          : null,
      movedFrom: b.movedFrom ? indiaIso(new Date(b.movedFrom)) : null,
      reviewed: review !== null,
      createdAt: new Date(b.createdAt).toISOString(),
    };
  });
}
