import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { COMMISSION_GST_RATE, paiseToRupees, type ProviderStatement } from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { csvCell as cell } from '../platform/csv';
import { indiaIso } from './slots';
import { providerBookings, providerPayouts, providers } from './tables';

/** The first moment (UTC) of a month in India, and of the next. */
export function monthWindow(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00+05:30`),
    to: new Date(`${next}-01T00:00:00+05:30`),
  };
}

/**
 * A provider's month: its done bookings, what pet parents paid (gross), the platform's
 * commission at the provider's rate, GST on that commission, and what is payable. All in paise
 * until the answer, rounded once per figure.
 */
export async function statementOf(
  db: Runner,
  providerId: string,
  month: string,
): Promise<ProviderStatement | null> {
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!provider) return null;
  const { from, to } = monthWindow(month);
  const rows = await db
    .select()
    .from(providerBookings)
    .where(
      and(
        eq(providerBookings.providerId, providerId),
        eq(providerBookings.status, 'done'),
        gte(providerBookings.startsAt, from),
        lt(providerBookings.startsAt, to),
      ),
    )
    .orderBy(asc(providerBookings.startsAt));
  const gross = rows.reduce((sum, r) => sum + r.pricePaise, 0);
  const commission = Math.round((gross * provider.commissionBps) / 10_000);
  const gst = Math.round((commission * COMMISSION_GST_RATE) / 100);
  const [payout] = await db
    .select()
    .from(providerPayouts)
    .where(and(eq(providerPayouts.providerId, providerId), eq(providerPayouts.month, month)));
  return {
    providerId,
    providerName: provider.name,
    month,
    commissionPercent: provider.commissionBps / 100,
    bookings: rows.map((r) => ({
      id: r.id,
      start: indiaIso(new Date(r.startsAt)),
      service: r.service,
      price: paiseToRupees(r.pricePaise),
    })),
    gross: paiseToRupees(gross),
    commission: paiseToRupees(commission),
    gstOnCommission: paiseToRupees(gst),
    net: paiseToRupees(gross - commission - gst),
    payout: payout
      ? {
          bankReference: payout.bankReference,
          paidAt: new Date(payout.paidAt).toISOString(),
          amount: paiseToRupees(payout.netPaise),
        }
      : null,
  };
}

/** The statement as CSV: a row per booking, then the month's figures. */
export function statementCsv(s: ProviderStatement): string {
  const lines = [
    ['Booking', 'Start', 'Service', 'Price (₹)'].map(cell).join(','),
    ...s.bookings.map((b) => [b.id, b.start, b.service, b.price.toFixed(2)].map(cell).join(',')),
    '',
    [cell('Gross (₹)'), cell(s.gross.toFixed(2))].join(','),
    [cell(`Commission ${s.commissionPercent}% (₹)`), cell(s.commission.toFixed(2))].join(','),
    [
      cell(`GST ${COMMISSION_GST_RATE}% on commission (₹)`),
      cell(s.gstOnCommission.toFixed(2)),
    ].join(','),
    [cell('Net payable (₹)'), cell(s.net.toFixed(2))].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
