/* The pharmacist's checks of pharmacy lines (issue 53 item 2): written with the order, decided by staff. */
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  PHARMACY_MESSAGES,
  paiseToRupees,
  shortId,
  type PharmacyCheck,
  type PharmacyCheckStatus,
} from '@petverse/api/contract';
import type { Runner, Tx } from '../db/client';
import { users } from '../accounts/tables';
import { vetCarts } from '../checkout/tables';
import { orderItems, orders, type OrderLineSnapshot } from '../orders/tables';
import { HttpError, notFound } from '../platform/errors';
import { ownersPrescription } from '../consultations';
import { pharmacyChecks } from './tables';

type CheckRow = typeof pharmacyChecks.$inferSelect;

/**
 * Keeps, for each pharmacy line of a new order, what it was ordered with and a check waiting
 * for a pharmacist; called by `insertOrder` (checkout/checkout.ts) before the cart's rows go.
 */
export async function keepPharmacyLines(
  tx: Tx,
  orderId: string,
  userId: string,
  lines: readonly OrderLineSnapshot[],
): Promise<void> {
  const wanted = lines
    .map((line, position) => ({ line, position }))
    .filter(({ line }) => line.itemType === 'pharmacy');
  if (wanted.length === 0) return;
  const carts = await tx
    .select()
    .from(vetCarts)
    .where(
      and(
        eq(vetCarts.userId, userId),
        inArray(
          vetCarts.id,
          wanted.map(({ line }) => line.itemId),
        ),
      ),
    );
  await tx.insert(pharmacyChecks).values(
    wanted.map(({ line, position }) => {
      const cart = carts.find((c) => c.id === line.itemId);
      return {
        orderId,
        position,
        userId,
        bookingId: cart?.bookingId ?? null,
        prescriptionFile: cart?.prescriptionFile ?? null,
      };
    }),
  );
}

/** 409 while the order has a pharmacy line no pharmacist has decided on: it may not ship. */
export async function ensureVerified(db: Runner, orderId: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(pharmacyChecks)
    .where(and(eq(pharmacyChecks.orderId, orderId), eq(pharmacyChecks.status, 'pending')));
  if ((row?.n ?? 0) > 0) throw new HttpError(409, PHARMACY_MESSAGES.unverified);
}

/** The checks with that status, oldest first, of orders that still stand (or all refused ones). */
export async function checksWith(db: Runner, status: PharmacyCheckStatus, limit = 100) {
  const rows = await db
    .select({ check: pharmacyChecks })
    .from(pharmacyChecks)
    .innerJoin(orders, eq(orders.id, pharmacyChecks.orderId))
    .where(
      and(
        eq(pharmacyChecks.status, status),
        status === 'pending' ? ne(orders.status, 'cancelled') : undefined,
      ),
    )
    .orderBy(asc(pharmacyChecks.createdAt), asc(pharmacyChecks.id))
    .limit(limit);
  return Promise.all(rows.map((r) => toCheck(db, r.check)));
}

/** One check, 404 when there is none. */
export async function checkById(db: Runner, id: string, lock = false): Promise<CheckRow> {
  const query = db.select().from(pharmacyChecks).where(eq(pharmacyChecks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PHARMACY_MESSAGES.notFound);
  return row;
}

/** The line a check is about, as the order keeps it. */
export async function lineOf(db: Runner, row: Pick<CheckRow, 'orderId' | 'position'>) {
  const [line] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, row.orderId), eq(orderItems.position, row.position)));
  return line!;
}

/** A check as the pharmacist reads it: the order, the buyer, the line and its prescription. */
export async function toCheck(db: Runner, row: CheckRow): Promise<PharmacyCheck> {
  const [[buyer], line, prescription] = await Promise.all([
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.userId)),
    lineOf(db, row),
    row.bookingId
      ? ownersPrescription(db, row.bookingId, row.userId).catch(() => null)
      : Promise.resolve(null),
  ]);
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: `#${shortId(row.orderId)}`,
    createdAt: new Date(row.createdAt).toISOString(),
    buyer: buyer ?? { name: '', email: '' },
    line: { name: line.name, quantity: line.quantity, price: paiseToRupees(line.pricePaise) },
    status: row.status as PharmacyCheckStatus,
    reason: row.reason,
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    decidedBy: row.staffName,
    prescription: prescription
      ? {
          bookingId: prescription.bookingId,
          number: prescription.number,
          writtenAt: prescription.writtenAt,
          doctor: prescription.doctor,
          clinic: prescription.clinic.name,
          pet: prescription.pet,
          medicines: prescription.medicines,
        }
      : null,
    file: row.prescriptionFile ? `/api/admin/pharmacy/${row.id}/prescription` : null,
    refund:
      row.refundId && row.refundStatus
        ? {
            id: row.refundId,
            status: row.refundStatus as 'processed' | 'pending',
            amount: paiseToRupees(row.refundPaise),
          }
        : null,
  };
}
