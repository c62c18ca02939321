import { idParams, oneOf, optionalText, requiredText, uuidSchema } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq } from 'drizzle-orm';
import {
  CONSULTATION_MODES,
  CONSULTATION_PRICE,
  CONSULTATION_SLOTS,
  NAME_MAX_LENGTH,
  bookingProblem,
  paiseToRupees,
  rupeesToPaise,
  type AddBookingResponse,
  type Booking,
  type BookingListResponse,
  type ConsultationMode,
  type ConsultationSlot,
  type DeleteBookingResponse,
  said,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { consultationBookings } from './tables';
import { HttpError, badRequest, notFound, notYours } from '../platform/errors';
import type { ShoppingContext } from '../checkout/context';
import { doctorById } from './doctors';

type BookingRow = typeof consultationBookings.$inferSelect;

const toBooking = (row: BookingRow): Booking => ({
  _id: row.id,
  doctorId: row.doctorId,
  doctorName: row.doctorName,
  specialty: row.specialty,
  selectedDate: row.selectedDate,
  selectedTime: row.selectedTime as ConsultationSlot,
  consultationMode: row.consultationMode as ConsultationMode,
  petName: row.petName,
  petType: row.petType,
  price: paiseToRupees(row.pricePaise),
  imageUrl: row.imageUrl,
  itemType: 'booking',
});

async function bookingsOf(db: Database, userId: string): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.userId, userId))
    .orderBy(asc(consultationBookings.createdAt), asc(consultationBookings.id));
  return rows.map(toBooking);
}

/**
 * The consultation cart. Whatever userId a request names, a user only reaches their own cart: a
 * userId that is not the token's answers 404. The price (CONSULTATION_PRICE) is the server's.
 */
export const doctorCartRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  { db, auth, clock },
) => {
  app.get(
    '/user/getAllDoctorsCart/:userId',
    {
      onRequest: auth.requireUser,
      schema: { params: Type.Object({ userId: uuidSchema('userId') }) },
    },
    async (request): Promise<BookingListResponse> => {
      if (request.params.userId !== request.userId) throw notYours();
      return { bookings: await bookingsOf(db, request.userId) };
    },
  );

  app.post(
    '/user/addDoctorInCart',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({
          userId: Type.Optional(uuidSchema('userId')),
          doctorId: uuidSchema('doctorId'),
          doctorName: requiredText('Doctor name', NAME_MAX_LENGTH),
          specialty: Type.Optional(optionalText('Specialty', NAME_MAX_LENGTH)),
          selectedDate: Type.String({
            pattern: '^\\d{4}-\\d{2}-\\d{2}$',
            errorMessage: 'Please choose a valid date (YYYY-MM-DD).',
          }),
          selectedTime: oneOf(CONSULTATION_SLOTS, {
            errorMessage: said('Please choose one of the time slots: {slots}.', {
              slots: CONSULTATION_SLOTS.join(', '),
            }),
          }),
          consultationMode: oneOf(CONSULTATION_MODES, {
            errorMessage: said('Consultation mode must be {modes}.', {
              modes: CONSULTATION_MODES.join(', '),
            }),
          }),
          petName: requiredText('Pet name', NAME_MAX_LENGTH),
          petType: requiredText('Pet type', 50),
          imageUrl: Type.Optional(
            Type.String({
              maxLength: 500,
              pattern: '^$|^/(?!/)|^https://',
              errorMessage: 'imageUrl must be a path on this site or an https address.',
            }),
          ),
        }),
      },
    },
    async (request, reply): Promise<AddBookingResponse> => {
      const body = request.body;
      if (body.userId !== undefined && body.userId !== request.userId) throw notYours();
      const problem = bookingProblem(body.selectedDate, body.selectedTime, clock());
      if (problem) throw badRequest(problem);
      // Name, specialty and picture are the doctor's own, whatever the browser sent.
      const doctor = await doctorById(db, body.doctorId);
      const fields = {
        doctorId: body.doctorId,
        doctorName: doctor.name,
        specialty: doctor.specialty,
        selectedDate: body.selectedDate,
        selectedTime: body.selectedTime,
        consultationMode: body.consultationMode,
        petName: body.petName.trim(),
        petType: body.petType.trim(),
        imageUrl: doctor.image,
      };
      const [row] = await db
        .insert(consultationBookings)
        .values({
          ...fields,
          userId: request.userId,
          pricePaise: rupeesToPaise(CONSULTATION_PRICE),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, 'This consultation is already in your cart.');
      void reply.status(201);
      return {
        success: true,
        message: `Booked with Dr. ${row.doctorName} on ${row.selectedDate} at ${row.selectedTime} via ${row.consultationMode} for ${row.petName} (${row.petType}).`,
        booking: toBooking(row),
      };
    },
  );

  app.delete(
    '/user/deleteDoctorFromCart/:id',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<DeleteBookingResponse> => {
      const deleted = await db
        .delete(consultationBookings)
        .where(
          and(
            eq(consultationBookings.id, request.params.id),
            eq(consultationBookings.userId, request.userId),
          ),
        )
        .returning({ id: consultationBookings.id });
      if (deleted.length === 0) throw notFound('Booking not found');
      return {
        success: true,
        message: 'Booking removed from cart',
        bookings: await bookingsOf(db, request.userId),
      };
    },
  );
};
