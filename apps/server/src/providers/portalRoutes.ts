import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, gte, lt } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  MOVABLE_STATUSES,
  PROVIDER_MOVES,
  type BookingResponse,
  type BookingsResponse,
} from '@petverse/api/contract';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { idParams, oneOf } from '../platform/schemas';
import { providerOf } from './accounts';
import { ensureFree, lockedProvider } from './bookings';
import { bookingsWhere } from './views';
import { refundBooking } from './paying';
import { bookingDeclined, bookingMoved } from './mails';
import { addDays } from './slots';
import { dateSchema, isoStartSchema, monthSchema, shortText, statementFormat } from './schemas';
import { statementOf } from './statement';
import { sendStatement } from './statementReply';
import type { ProvidersContext } from './context';
import { providerBookings } from './tables';

/** The portal's bookings and money (`/api/pro/bookings`, `/api/pro/statement`). */
export const providerPortalRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  ctx,
) => {
  const { db, clock, providerAuth, payments } = ctx;
  const signedIn = providerAuth.requireProvider();

  // ---- Bookings -----------------------------------------------------------------------------

  app.get(
    '/pro/bookings',
    {
      onRequest: signedIn,
      schema: {
        querystring: Type.Object({
          from: Type.Optional(dateSchema),
          to: Type.Optional(dateSchema),
        }),
      },
    },
    async (request): Promise<BookingsResponse> => {
      const me = providerOf(request);
      const now = clock();
      const from = request.query.from ?? addDays(now.toISOString().slice(0, 10), -1);
      const to = request.query.to ?? addDays(from, 7);
      if (to < from) throw badRequest('to must not be before from.');
      if (addDays(from, 93) < to) throw badRequest('Ask for at most 93 days at a time.');
      const bookings = await bookingsWhere(
        db,
        and(
          eq(providerBookings.providerId, me.providerId),
          gte(providerBookings.startsAt, new Date(`${from}T00:00:00+05:30`)),
          lt(providerBookings.startsAt, new Date(`${addDays(to, 1)}T00:00:00+05:30`)),
        ),
        now,
      );
      // A hold that lapsed was never the provider's booking.
      return { bookings: bookings.filter((b) => b.status !== 'lapsed' || b.refund) };
    },
  );

  app.post(
    '/pro/bookings/:id/status',
    {
      onRequest: signedIn,
      schema: {
        params: idParams,
        body: Type.Object({
          status: oneOf(Object.keys(PROVIDER_MOVES) as (keyof typeof PROVIDER_MOVES)[], {
            errorMessage: 'status must be accepted, declined, done or no-show.',
          }),
          reason: Type.Optional(shortText('The reason', 500)),
        }),
      },
    },
    async (request): Promise<BookingResponse> => {
      const me = providerOf(request);
      const { id } = request.params;
      const { status } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (status === 'declined' && !reason) throw badRequest(BOOKING_MESSAGES.declineReason);
      const now = clock();
      const message = await db.transaction(async (tx) => {
        await lockedProvider(tx, me.providerId);
        const [row] = await tx
          .select()
          .from(providerBookings)
          .where(and(eq(providerBookings.id, id), eq(providerBookings.providerId, me.providerId)))
          .for('update');
        if (!row) throw notFound('Booking not found');
        const from = PROVIDER_MOVES[status] as readonly string[];
        if (!from.includes(row.status))
          throw new HttpError(409, `A booking that is ${row.status} cannot be marked ${status}.`);
        if ((status === 'done' || status === 'no-show') && new Date(row.startsAt) > now)
          throw new HttpError(
            409,
            'A booking can be marked done or missed once its time has come.',
          );
        const refund = status === 'declined' ? await refundBooking(tx, payments, row) : null;
        await tx
          .update(providerBookings)
          .set({
            status,
            reason: reason ?? row.reason,
            updatedAt: now,
            ...(refund ? { refundId: refund.id, refundStatus: refund.status } : {}),
          })
          .where(eq(providerBookings.id, id));
        if (status === 'declined') await bookingDeclined(ctx.events, tx, id);
        return status === 'declined'
          ? 'Booking declined. The pet parent is refunded in full.'
          : `Booking marked ${status}.`;
      });
      const [booking] = await bookingsWhere(db, eq(providerBookings.id, id), now);
      return { booking: booking!, message };
    },
  );

  // A provider moves a paid booking to another free slot of its own (issue 52 item 5): the pet
  // parent is mailed the new time and may refuse it for a full refund (POST /bookings/:id/refuse).
  app.post(
    '/pro/bookings/:id/reschedule',
    {
      onRequest: signedIn,
      schema: {
        params: idParams,
        body: Type.Object({
          start: isoStartSchema,
          reason: Type.Optional(shortText('The reason', 500)),
        }),
      },
    },
    async (request): Promise<BookingResponse> => {
      const me = providerOf(request);
      const { id } = request.params;
      const start = new Date(request.body.start);
      if (Number.isNaN(start.getTime())) throw badRequest(BOOKING_MESSAGES.notASlot);
      const now = clock();
      await db.transaction(async (tx) => {
        const provider = (await lockedProvider(tx, me.providerId))!;
        const [row] = await tx
          .select()
          .from(providerBookings)
          .where(and(eq(providerBookings.id, id), eq(providerBookings.providerId, me.providerId)))
          .for('update');
        if (!row) throw notFound('Booking not found');
        if (
          !(MOVABLE_STATUSES as readonly string[]).includes(row.status) ||
          new Date(row.startsAt) <= now
        )
          throw new HttpError(409, BOOKING_MESSAGES.notMovable);
        if (new Date(row.startsAt).getTime() === start.getTime())
          throw new HttpError(409, BOOKING_MESSAGES.sameTime);
        await ensureFree(tx, provider, start, row.minutes, now, row.id);
        await tx
          .update(providerBookings)
          .set({
            startsAt: start,
            endsAt: new Date(start.getTime() + row.minutes * 60_000),
            movedFrom: row.movedFrom ?? row.startsAt,
            reason: request.body.reason?.trim() || null,
            updatedAt: now,
          })
          .where(eq(providerBookings.id, id));
        await bookingMoved(ctx.events, tx, id, new Date(row.startsAt));
      });
      const [booking] = await bookingsWhere(db, eq(providerBookings.id, id), now);
      return { booking: booking!, message: BOOKING_MESSAGES.moved };
    },
  );

  // ---- The month's money --------------------------------------------------------------------

  app.get(
    '/pro/statement',
    {
      onRequest: signedIn,
      schema: {
        querystring: Type.Object({
          month: monthSchema,
          format: Type.Optional(statementFormat),
        }),
      },
    },
    async (request, reply) => {
      const me = providerOf(request);
      const statement = (await statementOf(db, me.providerId, request.query.month))!;
      return sendStatement(reply, statement, request.query.format);
    },
  );
};
