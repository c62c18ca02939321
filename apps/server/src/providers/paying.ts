/* A held booking paid (confirmed, or refunded when its lapsed slot is gone) and a paid one refunded. */
import { eq } from 'drizzle-orm';
import { type BookingStatus } from '@petverse/api/contract';
import type { Database, Tx } from '../db/client';
import { paymentOrders } from '../payments/tables';
import { HttpError, notFound } from '../platform/errors';
import type { PaymentProvider } from '../payments/provider';
import { refundCaptured } from '../payments/refund';
import { bookingPaid } from './mails';
import type { ShopEvents } from '../mail/events';
import { providerBookings } from './tables';

import { ensureFree, lockedProvider } from './bookings';

/**
 * A held booking's payment came back verified: the booking is confirmed (or accepted, when the
 * provider accepts automatically). Paid after its hold lapsed, the slot is checked again; when
 * it is gone meanwhile, the payment is refunded in full and the answer says so (409).
 */
export async function confirmPaid(
  db: Database,
  payments: PaymentProvider,
  bookingId: string,
  paymentId: string,
  now: Date,
  events: ShopEvents,
): Promise<{ status: BookingStatus; fresh: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ providerId: providerBookings.providerId })
      .from(providerBookings)
      .where(eq(providerBookings.id, bookingId));
    if (!found) throw notFound('Booking not found');
    const provider = (await lockedProvider(tx, found.providerId))!;
    const [booking] = await tx
      .select({ b: providerBookings, provider: paymentOrders.provider })
      .from(providerBookings)
      .innerJoin(paymentOrders, eq(paymentOrders.id, providerBookings.paymentOrderId))
      .where(eq(providerBookings.id, bookingId))
      .for('update', { of: providerBookings });
    if (!booking) throw notFound('Booking not found');
    const { b } = booking;
    if (b.paymentId === paymentId) return { status: b.status as BookingStatus, fresh: false };
    if (b.status !== 'held' && b.status !== 'lapsed')
      throw new HttpError(409, 'This booking is already paid.');
    const lapsed = !b.heldUntil || new Date(b.heldUntil).getTime() <= now.getTime();
    let stillFree = !lapsed;
    if (lapsed) {
      stillFree = await ensureFree(tx, provider, new Date(b.startsAt), b.minutes, now, b.id).then(
        () => true,
        () => false,
      );
    }
    if (!stillFree) {
      const refund = await refundCaptured(
        payments,
        {
          provider: booking.provider === 'sandbox' ? 'sandbox' : 'razorpay',
          paymentId,
          amountPaise: b.pricePaise,
          notes: { booking: b.id },
        },
        b.id,
      );
      await tx
        .update(providerBookings)
        .set({
          status: 'lapsed',
          paymentId,
          refundId: refund.id,
          refundStatus: refund.status,
          heldUntil: null,
          updatedAt: now,
        })
        .where(eq(providerBookings.id, b.id));
      return { status: 'lapsed' as const, fresh: true };
    }
    const status: BookingStatus = provider.autoAccept ? 'accepted' : 'confirmed';
    await tx
      .update(providerBookings)
      .set({ status, paymentId, heldUntil: null, updatedAt: now })
      .where(eq(providerBookings.id, b.id));
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', paymentId, paidAt: now })
      .where(eq(paymentOrders.id, b.paymentOrderId!));
    await bookingPaid(events, tx, b.id);
    return { status, fresh: true };
  });
  return outcome;
}

/** Refunds a paid booking in full, once (a refund already made is not made again). */
export async function refundBooking(
  tx: Tx,
  payments: PaymentProvider,
  booking: typeof providerBookings.$inferSelect,
) {
  if (booking.refundId || !booking.paymentId) return null;
  const [po] = await tx
    .select({ provider: paymentOrders.provider })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, booking.paymentOrderId!));
  return refundCaptured(
    payments,
    {
      provider: po?.provider === 'sandbox' ? 'sandbox' : 'razorpay',
      paymentId: booking.paymentId,
      amountPaise: booking.pricePaise,
      notes: { booking: booking.id },
    },
    booking.id,
  );
}
