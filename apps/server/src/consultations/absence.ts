/*
 * A doctor who never comes (issue 53 item 4). The room notes when each side first opens it while
 * it is open; a pet parent whose doctor has not come DOCTOR_ABSENT_AFTER_MINUTES after the start
 * may ask for their money back, and a room that closes with no doctor ever in it is refunded by
 * itself (swept every minute, on any instance: the booking's row lock decides once).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  CONSULTATION_MESSAGES,
  DOCTOR_ABSENT_AFTER_MINUTES,
  ROOM_CLOSES_MINUTES_AFTER,
  ROOM_STATUSES,
  paiseToRupees,
  type DoctorAbsentResponse,
  type RoomSide,
} from '@petverse/api/contract';
import type { Database, Runner } from '../db/client';
import type { Auth } from '../accounts/auth';
import { HttpError } from '../platform/errors';
import type { ShopEvents } from '../mail/events';
import type { PaymentProvider } from '../payments/provider';
import { idParams } from '../platform/schemas';
import { missedByProvider } from '../providers';
import { providerBookings, providers } from '../providers/tables';
import { bookingFor, type Booking } from './room';
import { consultationAttendance } from './tables';

/** Notes that `side` is in the open room now (the first time counts), in one statement. */
export async function markJoined(db: Runner, bookingId: string, side: RoomSide, now: Date) {
  const key = side === 'doctor' ? 'doctorJoinedAt' : 'parentJoinedAt';
  const column = consultationAttendance[key];
  await db
    .insert(consultationAttendance)
    .values({ bookingId, [key]: now })
    .onConflictDoUpdate({
      target: consultationAttendance.bookingId,
      set: { [key]: sql`coalesce(${column}, excluded.${sql.identifier(column.name)})` },
    });
}

/** Whether the doctor has opened the room of this booking. */
async function doctorCame(db: Runner, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: consultationAttendance.doctorJoinedAt })
    .from(consultationAttendance)
    .where(eq(consultationAttendance.bookingId, bookingId));
  return Boolean(row?.at);
}

/** When the pet parent may ask for their money back if the doctor has not come. */
const absentFrom = (booking: Pick<Booking, 'startsAt'>) =>
  new Date(booking.startsAt.getTime() + DOCTOR_ABSENT_AFTER_MINUTES * 60_000);

const paidAndOpen = (status: string) => (ROOM_STATUSES as readonly string[]).includes(status);

/** The room's `doctorAbsent`: the pet parent's, once it is late and no doctor has come. */
export async function doctorAbsent(db: Runner, booking: Booking, now: Date): Promise<boolean> {
  return (
    paidAndOpen(booking.status) && now >= absentFrom(booking) && !(await doctorCame(db, booking.id))
  );
}

export interface AbsenceContext {
  db: Database;
  clock: () => Date;
  auth: Auth;
  payments: PaymentProvider;
  events: ShopEvents;
  /** How often rooms closed with no doctor are refunded; 0: never (a test sweeps itself). */
  absenceSweepMs: number;
}

/** The pet parent's "the doctor did not come": refunded in full, both sides mailed. */
export const absenceRoutes: FastifyPluginAsyncTypebox<AbsenceContext> = async (app, ctx) => {
  if (ctx.absenceSweepMs > 0) {
    let sweeping = false;
    const timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      // A sweep that fails (the database away) is logged and tried again next time.
      sweepAbsentDoctors(ctx)
        .catch((error: unknown) => app.log.error({ err: error }, 'absent doctors sweep failed'))
        .finally(() => {
          sweeping = false;
        });
    }, ctx.absenceSweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.post(
    '/consultations/:id/doctor-absent',
    { onRequest: ctx.auth.requireUser, schema: { params: idParams } },
    async (request): Promise<DoctorAbsentResponse> => {
      const now = ctx.clock();
      const booking = await bookingFor(ctx.db, request.params.id, {
        side: 'parent',
        userId: request.userId,
      });
      if (!paidAndOpen(booking.status))
        throw new HttpError(409, CONSULTATION_MESSAGES.absentNotPaid);
      if (now < absentFrom(booking)) throw new HttpError(409, CONSULTATION_MESSAGES.absentTooEarly);
      if (await doctorCame(ctx.db, booking.id))
        throw new HttpError(409, CONSULTATION_MESSAGES.absentJoined);
      const missed = await ctx.db.transaction((tx) =>
        missedByProvider(tx, ctx, booking.id, CONSULTATION_MESSAGES.absentReason, now),
      );
      // Refunded meanwhile by the sweep, or marked done by the clinic at that moment.
      if (!missed) throw new HttpError(409, CONSULTATION_MESSAGES.absentNotPaid);
      return {
        message: CONSULTATION_MESSAGES.absentRefunded,
        refund: missed.refund && { ...missed.refund, amount: paiseToRupees(missed.pricePaise) },
      };
    },
  );
};

/**
 * Refunds every consultation whose room closed with no doctor ever in it (paid, not marked done
 * or missed by the clinic). Returns how many.
 */
export async function sweepAbsentDoctors(
  ctx: Pick<AbsenceContext, 'db' | 'clock' | 'payments' | 'events'>,
): Promise<number> {
  const now = ctx.clock();
  const closedBefore = new Date(now.getTime() - ROOM_CLOSES_MINUTES_AFTER * 60_000);
  const due = await ctx.db
    .select({ id: providerBookings.id })
    .from(providerBookings)
    .innerJoin(providers, eq(providers.id, providerBookings.providerId))
    .leftJoin(consultationAttendance, eq(consultationAttendance.bookingId, providerBookings.id))
    .where(
      and(
        eq(providers.kind, 'vet'),
        inArray(providerBookings.status, [...ROOM_STATUSES]),
        lt(providerBookings.endsAt, closedBefore),
        isNull(consultationAttendance.doctorJoinedAt),
      ),
    )
    .limit(100);
  let refunded = 0;
  for (const { id } of due) {
    const missed = await ctx.db.transaction((tx) =>
      missedByProvider(tx, ctx, id, CONSULTATION_MESSAGES.absentReason, now),
    );
    if (missed) refunded += 1;
  }
  return refunded;
}
