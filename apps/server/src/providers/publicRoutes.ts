import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import {
  APPOINTMENT_CHANGE_NOTICE_HOURS,
  APPOINTMENT_MESSAGES,
  BOOKING_MESSAGES,
  PROVIDER_KINDS,
  isCalendarDate,
  paiseToRupees,
  type BookingResponse,
  type BookingsResponse,
  type CreateBookingResponse,
  type ProviderListing,
  type ProviderResponse,
  type ProviderReviewsResponse,
  type ProvidersResponse,
  type SlotsResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { paymentOrders } from '../db/schema';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { idParams, oneOf, paymentProof, uuidSchema } from '../lib/schemas';
import {
  bookingsWhere,
  confirmPaid,
  holdSlot,
  lockedProvider,
  refundBooking,
  slotDay,
} from './bookings';
import { bookingCancelled } from './mails';
import { daySlots, slotAnswer } from './slots';
import {
  providerBookings,
  providerPincodes,
  providerReviews,
  providerServices,
  providers,
} from './tables';
import type { ProvidersContext } from './context';

const dateSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'date must be a date written YYYY-MM-DD.',
});
/** A slot's start as the slots list gives it: an ISO time with India's offset. */
const startSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  errorMessage: 'start must be a slot’s start time, such as 2026-12-08T10:00:00+05:30.',
});
const pincodeSchema = Type.String({
  pattern: '^[1-9]\\d{5}$',
  errorMessage: 'pincode must be 6 digits.',
});
const serviceSchema = Type.String({
  minLength: 1,
  maxLength: 200,
  errorMessage: 'service must be the name of one of the provider’s services.',
});

/** Listings of these providers, with their services and pincodes, in the order given. */
export async function listings(
  db: Database,
  rows: (typeof providers.$inferSelect)[],
): Promise<ProviderListing[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const services = await db
    .select()
    .from(providerServices)
    .where(inArray(providerServices.providerId, ids))
    .orderBy(asc(providerServices.position), asc(providerServices.name));
  const pincodes = await db
    .select()
    .from(providerPincodes)
    .where(inArray(providerPincodes.providerId, ids))
    .orderBy(asc(providerPincodes.pincode));
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind as ProviderListing['kind'],
    name: p.name,
    about: p.about,
    city: p.city,
    address: p.address,
    languages: p.languages,
    photos: p.photos,
    rating: p.ratingCount > 0 ? Math.round((p.ratingSum / p.ratingCount) * 10) / 10 : null,
    ratingCount: p.ratingCount,
    services: services
      .filter((s) => s.providerId === p.id)
      .map((s) => ({ name: s.name, price: paiseToRupees(s.pricePaise), minutes: s.minutes })),
    pincodes: pincodes.filter((x) => x.providerId === p.id).map((x) => x.pincode),
  }));
}

/** The public side: lists of providers, their free slots, and a pet parent's bookings. */
export const providerPublicRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  { db, auth, clock, payments, events },
) => {
  const activeProvider = async (id: string) => {
    const [row] = await db
      .select()
      .from(providers)
      .where(and(eq(providers.id, id), eq(providers.status, 'active')));
    if (!row) throw notFound('Provider not found');
    return row;
  };

  app.get(
    '/providers',
    {
      schema: {
        querystring: Type.Object({
          kind: Type.Optional(
            oneOf(PROVIDER_KINDS, {
              errorMessage: `kind must be one of ${PROVIDER_KINDS.join(', ')}.`,
            }),
          ),
          pincode: Type.Optional(pincodeSchema),
        }),
      },
    },
    async (request): Promise<ProvidersResponse> => {
      const { kind, pincode } = request.query;
      // A pincode picks the home-visit providers that come there; a clinic lists no pincodes
      // (the pet parent goes to it) and stays on the list.
      const rows = await db
        .select()
        .from(providers)
        .where(
          and(
            eq(providers.status, 'active'),
            kind ? eq(providers.kind, kind) : undefined,
            pincode
              ? or(
                  inArray(
                    providers.id,
                    db
                      .select({ id: providerPincodes.providerId })
                      .from(providerPincodes)
                      .where(eq(providerPincodes.pincode, pincode)),
                  ),
                  notInArray(
                    providers.id,
                    db.select({ id: providerPincodes.providerId }).from(providerPincodes),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(sql`${providers.ratingCount} = 0`, asc(providers.name))
        .limit(100);
      return { providers: await listings(db, rows) };
    },
  );

  app.get(
    '/providers/:id',
    { schema: { params: idParams } },
    async (request): Promise<ProviderResponse> => {
      const row = await activeProvider(request.params.id);
      return { provider: (await listings(db, [row]))[0]! };
    },
  );

  app.get(
    '/providers/:id/slots',
    {
      schema: {
        params: idParams,
        querystring: Type.Object({
          date: dateSchema,
          service: Type.Optional(serviceSchema),
        }),
      },
    },
    async (request): Promise<SlotsResponse> => {
      const { date, service } = request.query;
      if (!isCalendarDate(date)) throw badRequest('date must be a real date written YYYY-MM-DD.');
      const now = clock();
      const day = await slotDay(db, request.params.id, date, service, now);
      if (!day) throw notFound('Provider not found');
      if (service && day.minutes === null) throw badRequest(BOOKING_MESSAGES.unknownService);
      const slots = daySlots(
        day.provider.availability,
        date,
        day.taken,
        now,
        day.minutes ?? undefined,
      );
      return { date, slots: slots.map(slotAnswer) };
    },
  );

  app.post(
    '/providers/:id/bookings',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({
          start: startSchema,
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

  // The pet parent cancels up to 24 hours before the slot (the grooming FAQ's rule): refunded
  // in full, once, and the provider told.
  app.post(
    '/bookings/:id/cancel',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<BookingResponse> => {
      const { id } = request.params;
      const now = clock();
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ providerId: providerBookings.providerId })
          .from(providerBookings)
          .where(and(eq(providerBookings.id, id), eq(providerBookings.userId, request.userId)));
        if (!found) throw notFound('Booking not found');
        await lockedProvider(tx, found.providerId);
        const [row] = await tx
          .select()
          .from(providerBookings)
          .where(eq(providerBookings.id, id))
          .for('update');
        if (!row || (row.status !== 'confirmed' && row.status !== 'accepted'))
          throw new HttpError(
            409,
            'Only a paid booking that has not taken place can be cancelled.',
          );
        if (
          new Date(row.startsAt).getTime() - now.getTime() <
          APPOINTMENT_CHANGE_NOTICE_HOURS * 3_600_000
        )
          throw new HttpError(409, APPOINTMENT_MESSAGES.tooLate);
        const refund = await refundBooking(tx, payments, row);
        await tx
          .update(providerBookings)
          .set({
            status: 'cancelled',
            updatedAt: now,
            ...(refund ? { refundId: refund.id, refundStatus: refund.status } : {}),
          })
          .where(eq(providerBookings.id, id));
        await bookingCancelled(events, tx, id);
      });
      const [booking] = await bookingsWhere(db, eq(providerBookings.id, id), now);
      return { booking: booking!, message: APPOINTMENT_MESSAGES.cancelled };
    },
  );

  app.get(
    '/bookings',
    { onRequest: auth.requireUser },
    async (request): Promise<BookingsResponse> => ({
      bookings: await bookingsWhere(db, eq(providerBookings.userId, request.userId), clock()),
    }),
  );

  app.get(
    '/providers/:id/reviews',
    { schema: { params: idParams } },
    async (request): Promise<ProviderReviewsResponse> => {
      await activeProvider(request.params.id);
      const rows = await db
        .select({ review: providerReviews, author: users.name })
        .from(providerReviews)
        .innerJoin(users, eq(users.id, providerReviews.userId))
        .where(eq(providerReviews.providerId, request.params.id))
        .orderBy(desc(providerReviews.createdAt))
        .limit(50);
      return {
        reviews: rows.map(({ review: r, author }) => ({
          id: r.id,
          rating: r.rating,
          comment: r.comment,
          // The first name only, as review sites show it.
          author: author.split(/\s+/)[0] ?? '',
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },
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
