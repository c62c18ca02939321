import { eq } from 'drizzle-orm';
import { MOVABLE_STATUSES } from '@petverse/api/contract';
import type { Tx } from '../db/client';
import type { ShopEvents } from '../mail/events';
import type { PaymentProvider } from '../payments/provider';
import { lockedProvider } from './bookings';
import { bookingMissed } from './mails';
import { refundBooking } from './paying';
import { providerBookings } from './tables';

/** A booking refunded because its provider never came. */
export interface Missed {
  refund: { id: string; status: 'processed' | 'pending' } | null;
  /** What was paid, and so refunded. */
  pricePaise: number;
}

/**
 * The provider never came (issue 53 item 4: a doctor who did not join the consultation): a paid
 * booking that has not taken place becomes `missed-by-provider`, is refunded in full once, and
 * both sides are mailed, in the caller's transaction. Under the provider's row lock then the
 * booking's (as the portal's own moves take them), so a clinic marking it done at the same moment
 * and this cannot both win. Null when the booking is no longer paid and open (done, refunded).
 */
export async function missedByProvider(
  tx: Tx,
  ctx: { payments: PaymentProvider; events: ShopEvents },
  bookingId: string,
  reason: string,
  now: Date,
): Promise<Missed | null> {
  const [found] = await tx
    .select({ providerId: providerBookings.providerId })
    .from(providerBookings)
    .where(eq(providerBookings.id, bookingId));
  if (!found) return null;
  await lockedProvider(tx, found.providerId);
  const [row] = await tx
    .select()
    .from(providerBookings)
    .where(eq(providerBookings.id, bookingId))
    .for('update');
  if (!row || !(MOVABLE_STATUSES as readonly string[]).includes(row.status)) return null;
  const refund = await refundBooking(tx, ctx.payments, row);
  await tx
    .update(providerBookings)
    .set({
      status: 'missed-by-provider',
      reason,
      updatedAt: now,
      ...(refund ? { refundId: refund.id, refundStatus: refund.status } : {}),
    })
    .where(eq(providerBookings.id, bookingId));
  await bookingMissed(ctx.events, tx, bookingId);
  return {
    refund: refund ? { id: refund.id, status: refund.status } : null,
    pricePaise: row.pricePaise,
  };
}
