import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, sql } from 'drizzle-orm';
import {
  APPOINTMENT_CHANGE_NOTICE_HOURS,
  APPOINTMENT_MESSAGES,
  BOOKING_MESSAGES,
  MOVABLE_STATUSES,
  type BookingResponse,
  type BookingsResponse,
  type CreateBookingResponse,
} from '@petverse/api/contract';
import { paymentOrders } from '../payments/tables';
import { badRequest, HttpError, notFound } from '../platform/errors';
import { idParams, paymentProof, uuidSchema } from '../platform/schemas';
import { holdSlot, lockedProvider } from './bookings';
import { bookingsWhere } from './views';
import { confirmPaid, refundBooking } from './paying';
import { bookingCancelled } from './mails';
import { providerBookings, providerReviews, providers } from './tables';
import type { ProvidersContext } from './context';
import { isoStartSchema, serviceSchema } from './schemas';

/** A pet parent's bookings of providers: hold a slot, pay it, cancel it, review it. */
export const providerBookingRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  { db, auth, clock, payments, events },
) => {
  app.post(
    '/providers/:id/bookings',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({
          start: isoStartSchema,
          service: serviceSchema,
          petId: uuidSchema('petId'),
          addressId: Type.Optional(uuidSchema('addressId')),
        }),
      },
    },
    async (request, reply): Promise<CreateBookingResponse> => {
      const start = new Date(request.body.start);
      if (Number.isNaN(start.getTime())) throw badRequest(BOOKING_MESSAGES.notASlot);
      const { bookingId, payment } = await holdSlot(
        db,
        payments,
        {
          providerId: request.params.id,
          userId: request.userId,
          start,
          service: request.body.service,
          petId: request.body.petId,
          addressId: request.body.addressId,
        },
        clock(),
      );
      const [booking] = await bookingsWhere(db, eq(providerBookings.id, bookingId), clock());
      void reply.status(201);
      return { booking: booking!, payment: { ...payment, currency: 'INR' } };
    },
  );

  app.post(
    '/bookings/:id/pay',
    {
      onRequest: auth.requireUser,
      schema: { params: idParams, body: Type.Object(paymentProof) },
    },
    async (request): Promise<BookingResponse> => {
      const { id } = request.params;
      const [row] = await db
        .select({ providerOrderId: paymentOrders.providerOrderId, via: paymentOrders.provider })
        .from(providerBookings)
        .innerJoin(paymentOrders, eq(paymentOrders.id, providerBookings.paymentOrderId))
        .where(and(eq(providerBookings.id, id), eq(providerBookings.userId, request.userId)));
      if (!row) throw notFound('Booking not found');
      const body = request.body;
      if (
        body.razorpay_order_id !== row.providerOrderId ||
        row.via !== payments.name ||
        !payments.verifyPayment(
          row.providerOrderId,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      )
        throw badRequest('Payment verification failed');
      const { status } = await confirmPaid(
        db,
        payments,
        id,
        body.razorpay_payment_id,
        clock(),
        events,
      );
      const [booking] = await bookingsWhere(db, eq(providerBookings.id, id), clock());
      if (status === 'lapsed') throw new HttpError(409, BOOKING_MESSAGES.holdLapsedRefunded);
      return { booking: booking!, message: BOOKING_MESSAGES.paid };
    },
  );

  /**
   * The pet parent ends a paid booking that has not taken place: refunded in full, once, and the
   * provider told. `allowed` says why it may not (null when it may).
   */
  const endByParent = async (
    id: string,
    userId: string,
    allowed: (row: typeof providerBookings.$inferSelect, now: Date) => string | null,
    reason: string | null,
  ) => {
    const now = clock();
    await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ providerId: providerBookings.providerId })
        .from(providerBookings)
        .where(and(eq(providerBookings.id, id), eq(providerBookings.userId, userId)));
      if (!found) throw notFound('Booking not found');
      await lockedProvider(tx, found.providerId);
      const [row] = await tx
        .select()
        .from(providerBookings)
        .where(eq(providerBookings.id, id))
        .for('update');
      if (
        !row ||
        !(MOVABLE_STATUSES as readonly string[]).includes(row.status) ||
        new Date(row.startsAt) <= now
      )
        throw new HttpError(409, 'Only a paid booking that has not taken place can be cancelled.');
      const refused = allowed(row, now);
      if (refused) throw new HttpError(409, refused);
      const refund = await refundBooking(tx, payments, row);
      await tx
        .update(providerBookings)
        .set({
          status: 'cancelled',
          updatedAt: now,
          ...(reason ? { reason } : {}),
          ...(refund ? { refundId: refund.id, refundStatus: refund.status } : {}),
        })
        .where(eq(providerBookings.id, id));
      await bookingCancelled(events, tx, id, reason ? 'refused' : 'cancelled');
    });
    const [booking] = await bookingsWhere(db, eq(providerBookings.id, id), now);
    return booking!;
  };

  // The pet parent cancels up to 24 hours before the slot (the grooming FAQ's rule).
  app.post(
    '/bookings/:id/cancel',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<BookingResponse> => ({
      booking: await endByParent(
        request.params.id,
        request.userId,
        (row, now) =>
          new Date(row.startsAt).getTime() - now.getTime() <
          APPOINTMENT_CHANGE_NOTICE_HOURS * 3_600_000
            ? APPOINTMENT_MESSAGES.tooLate
            : null,
        null,
      ),
      message: APPOINTMENT_MESSAGES.cancelled,
    }),
  );

  // A booking the provider moved: its pet parent may refuse the new time whenever it is, for a
  // full refund (issue 52 item 5).
  app.post(
    '/bookings/:id/refuse',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<BookingResponse> => ({
      booking: await endByParent(
        request.params.id,
        request.userId,
        (row) => (row.movedFrom ? null : BOOKING_MESSAGES.notMoved),
        'The pet parent refused the new time.',
      ),
      message: BOOKING_MESSAGES.refused,
    }),
  );

  app.get(
    '/bookings',
    { onRequest: auth.requireUser },
    async (request): Promise<BookingsResponse> => ({
      bookings: await bookingsWhere(db, eq(providerBookings.userId, request.userId), clock()),
    }),
  );

  // Only a pet parent whose booking with the provider was done reviews it, once per booking.
  app.post(
    '/bookings/:id/review',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({
          rating: Type.Integer({
            minimum: 1,
            maximum: 5,
            errorMessage: 'Please choose a rating from 1 to 5 stars.',
          }),
          comment: Type.Optional(
            Type.String({ maxLength: 1000, errorMessage: 'A review is at most 1000 characters.' }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const { rating } = request.body;
      const comment = request.body.comment?.trim() ?? '';
      await db.transaction(async (tx) => {
        const [booking] = await tx
          .select()
          .from(providerBookings)
          .where(
            and(
              eq(providerBookings.id, request.params.id),
              eq(providerBookings.userId, request.userId),
            ),
          )
          .for('update');
        if (!booking) throw notFound('Booking not found');
        if (booking.status !== 'done')
          throw new HttpError(409, 'You can review a provider once your booking with it is done.');
        const [made] = await tx
          .insert(providerReviews)
          .values({
            bookingId: booking.id,
            providerId: booking.providerId,
            userId: request.userId,
            rating,
            comment,
          })
          .onConflictDoNothing()
          .returning({ id: providerReviews.id });
        if (!made) throw new HttpError(409, 'You have already reviewed this booking.');
        await tx
          .update(providers)
          .set({
            ratingSum: sql`${providers.ratingSum} + ${rating}`,
            ratingCount: sql`${providers.ratingCount} + 1`,
          })
          .where(eq(providers.id, booking.providerId));
      });
      void reply.status(201);
      return { message: 'Thank you for your review.' };
    },
  );
};
