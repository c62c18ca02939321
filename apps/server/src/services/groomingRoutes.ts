import { appointmentChanged, groomingBooked, type ShopEvents } from '../mail/events';
import { idParams, paymentProof, requiredText, uuidSchema } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  APPOINTMENT_TIME_PATTERN,
  isCalendarDate,
  paiseToRupees,
  rupeesToPaise,
  todayInIndia,
  lastBookableDate,
  BOOKING_TOO_FAR_MESSAGE,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS_WORDS,
  CHANGEABLE_APPOINTMENT_STATUSES,
  hasChangeNotice,
  type AppointmentChangeResponse,
  type PartnerBusyResponse,
  type CreateGroomingOrderResponse,
  type GroomingOrder,
  type GroomingOrdersResponse,
  type GroomingPartnersResponse,
  type GroomingStatus,
  type PaymentStatus,
  said,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { addresses } from '../accounts/tables';
import { paymentOrders } from '../payments/tables';
import { pets } from '../pets/tables';
import { groomingOrders, groomingPartners } from './tables';
import type { Auth } from '../accounts/auth';
import { HttpError, badRequest, notFound } from '../platform/errors';
import {
  PARTNER_NOT_FOUND,
  busyTimes,
  groomingPaymentOrder,
  moveGrooming,
  newSlotProblem,
  partnersWithServices,
  priceGrooming,
} from './grooming';
import type { Tx } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import { refundCaptured } from '../payments/refund';
import { uploadUrl } from '../platform/uploads';

const appointmentDateSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: APPOINTMENT_MESSAGES.chooseDate,
});

const appointmentTimeSchema = Type.String({
  pattern: APPOINTMENT_TIME_PATTERN,
  errorMessage: APPOINTMENT_MESSAGES.chooseTime,
});

export interface ServicesContext {
  db: Database;
  auth: Auth;
  clock: () => Date;
  payments: PaymentProvider;
  events: ShopEvents;
}

/** The caller's grooming orders (or one of them), with pet, partner and address populated. */
async function groomingOrdersOf(
  db: Database,
  userId: string,
  id?: string,
): Promise<GroomingOrder[]> {
  const rows = await db
    .select({ order: groomingOrders, pet: pets, partner: groomingPartners, address: addresses })
    .from(groomingOrders)
    .innerJoin(groomingPartners, eq(groomingPartners.id, groomingOrders.partnerId))
    .leftJoin(pets, eq(pets.id, groomingOrders.petId))
    .leftJoin(addresses, eq(addresses.id, groomingOrders.addressId))
    .where(
      id
        ? and(eq(groomingOrders.userId, userId), eq(groomingOrders.id, id))
        : eq(groomingOrders.userId, userId),
    )
    .orderBy(desc(groomingOrders.createdAt), desc(groomingOrders.id));
  return rows.map(({ order: o, pet, partner: p, address: a }) => ({
    _id: o.id,
    price: paiseToRupees(o.pricePaise),
    status: o.status as GroomingStatus,
    paymentStatus: o.paymentStatus as PaymentStatus,
    serviceType: o.serviceType,
    appointmentDate: o.appointmentDate,
    appointmentTime: o.appointmentTime,
    createdAt: new Date(o.createdAt).toISOString(),
    orderId: o.orderId,
    paymentId: o.paymentId,
    petId: pet
      ? {
          _id: pet.id,
          name: pet.name,
          breed: pet.breed,
          species: pet.species,
          petDateOfBirth: pet.dateOfBirth,
          image: uploadUrl(pet.image),
        }
      : null,
    partnerId: {
      _id: p.id,
      name: p.name,
      phone: p.phone,
      email: p.email,
      rating: p.rating,
      address: { street: p.street, city: p.city, state: p.state, pinCode: p.pinCode },
    },
    addressId: a
      ? {
          _id: a.id,
          name: a.name,
          phone: a.phone,
          email: a.email,
          street: a.street,
          city: a.city,
          state: a.state,
          pincode: a.pincode,
          country: a.country,
          type: a.type,
        }
      : null,
    refund:
      o.refundId && o.refundStatus
        ? { id: o.refundId, status: o.refundStatus as 'processed' | 'pending' }
        : null,
  }));
}

/** Separates the service names of a serviceType ('Bath, Nail Trimming'). */
export const SERVICE_SEPARATOR = ', ';

/** Grooming partners and appointments, booked after payment (services spec §2.10). */
export const groomingRoutes: FastifyPluginAsyncTypebox<ServicesContext> = async (
  app,
  { db, auth, clock, payments, events },
) => {
  app.get(
    '/grooming/getGroomingPartners',
    {
      schema: {
        querystring: Type.Object({
          city: Type.Optional(
            Type.String({ maxLength: 100, errorMessage: 'city must be at most 100 characters.' }),
          ),
        }),
      },
    },
    async (request): Promise<GroomingPartnersResponse> => {
      const city = request.query.city?.trim() ?? '';
      const rows = await db
        .select()
        .from(groomingPartners)
        .where(city ? sql`lower(${groomingPartners.city}) = lower(${city})` : undefined)
        .orderBy(asc(groomingPartners.position), asc(groomingPartners.name));
      return { data: { data: await partnersWithServices(db, rows) } };
    },
  );

  app.post(
    '/grooming/createGroomingOrder',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({
          petId: uuidSchema('petId'),
          partnerId: uuidSchema('partnerId'),
          addressId: uuidSchema('addressId'),
          serviceType: requiredText('serviceType', 500),
          appointmentDate: appointmentDateSchema,
          appointmentTime: appointmentTimeSchema,
          price: Type.Number({
            minimum: 0,
            maximum: 10_000_000,
            errorMessage: 'price must be a number of rupees.',
          }),
          ...paymentProof,
        }),
      },
    },
    async (request, reply): Promise<CreateGroomingOrderResponse> => {
      const body = request.body;
      const userId = request.userId;
      const po = await groomingPaymentOrder(db, userId, body.razorpay_order_id);
      if (!po) throw notFound('Payment order not found');
      if (
        po.provider !== payments.name ||
        !payments.verifyPayment(
          po.providerOrderId,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      )
        throw badRequest('Payment verification failed');

      const message = 'Payment successful and appointment booked!';
      const [booked] = await db
        .select({ id: groomingOrders.id })
        .from(groomingOrders)
        .where(eq(groomingOrders.paymentOrderId, po.id))
        .limit(1);
      if (booked) return { message, data: (await groomingOrdersOf(db, userId, booked.id))[0]! };

      const paidFor = po.grooming;
      if (!paidFor || paidFor.partnerId !== body.partnerId)
        throw badRequest('The grooming partner does not match the payment.');
      const names = body.serviceType.split(SERVICE_SEPARATOR).map((s) => s.trim());
      if (names.join(SERVICE_SEPARATOR) !== paidFor.services.join(SERVICE_SEPARATOR))
        throw badRequest('The services do not match the payment.');
      const pricePaise = await priceGrooming(db, body.partnerId, names);
      if (pricePaise !== po.amountPaise || rupeesToPaise(body.price) !== pricePaise)
        throw badRequest(
          `The price does not match the partner's prices: it is ₹${paiseToRupees(pricePaise)}.`,
        );
      const [pet] = await db
        .select({ id: pets.id })
        .from(pets)
        .where(and(eq(pets.id, body.petId), eq(pets.userId, userId)))
        .limit(1);
      if (!pet) throw notFound('Pet not found');
      const [address] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)))
        .limit(1);
      if (!address) throw notFound('Address not found');
      if (!isCalendarDate(body.appointmentDate)) throw badRequest(APPOINTMENT_MESSAGES.chooseDate);
      if (body.appointmentDate < todayInIndia(clock()))
        throw badRequest('The appointment date cannot be in the past.');
      if (body.appointmentDate > lastBookableDate(clock()))
        throw badRequest(BOOKING_TOO_FAR_MESSAGE);

      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(groomingOrders)
          .values({
            userId,
            petId: body.petId,
            partnerId: body.partnerId,
            addressId: body.addressId,
            serviceType: names.join(SERVICE_SEPARATOR),
            appointmentDate: body.appointmentDate,
            appointmentTime: body.appointmentTime,
            pricePaise,
            status: 'confirmed',
            paymentStatus: 'completed',
            paymentOrderId: po.id,
            orderId: po.providerOrderId,
            paymentId: body.razorpay_payment_id,
          })
          .onConflictDoNothing({ target: groomingOrders.paymentOrderId })
          .returning({ id: groomingOrders.id });
        if (!row) return null;
        await tx
          .update(paymentOrders)
          .set({ status: 'paid', paymentId: body.razorpay_payment_id, paidAt: new Date() })
          .where(eq(paymentOrders.id, po.id));
        await groomingBooked(events, tx, row.id);
        return row.id;
      });
      if (id) void reply.status(201);
      const [existing] = id
        ? [{ id }]
        : await db
            .select({ id: groomingOrders.id })
            .from(groomingOrders)
            .where(eq(groomingOrders.paymentOrderId, po.id))
            .limit(1);
      return { message, data: (await groomingOrdersOf(db, userId, existing!.id))[0]! };
    },
  );

  /**
   * The caller's appointment, locked for a change: it must be pending or confirmed and its slot
   * at least 24 hours away (the FAQ's policy), else 409 with the reason.
   */
  const changeable = async (tx: Tx, userId: string, id: string) => {
    const [row] = await tx
      .select({ order: groomingOrders, provider: paymentOrders.provider })
      .from(groomingOrders)
      .innerJoin(paymentOrders, eq(paymentOrders.id, groomingOrders.paymentOrderId))
      .where(and(eq(groomingOrders.id, id), eq(groomingOrders.userId, userId)))
      .for('update', { of: groomingOrders });
    if (!row) throw notFound('Appointment not found');
    const { order } = row;
    if (order.status === 'cancelled')
      throw new HttpError(409, 'This appointment is already cancelled.');
    if (!(CHANGEABLE_APPOINTMENT_STATUSES as readonly string[]).includes(order.status))
      throw new HttpError(
        409,
        said('An appointment that is {status} can no longer be changed.', {
          status: APPOINTMENT_STATUS_WORDS[order.status as GroomingStatus] ?? order.status,
        }),
      );
    if (!hasChangeNotice(order.appointmentDate, order.appointmentTime, clock()))
      throw new HttpError(409, APPOINTMENT_MESSAGES.tooLate);
    return row;
  };

  // The owner cancels up to 24 hours before the slot and is refunded in full, once.
  app.post(
    '/grooming/orders/:id/cancel',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<AppointmentChangeResponse> => {
      const { id } = request.params;
      const message = await db.transaction(async (tx) => {
        const { order, provider } = await changeable(tx, request.userId, id);
        const refund = await refundCaptured(
          payments,
          {
            provider: provider === 'sandbox' ? 'sandbox' : 'razorpay',
            paymentId: order.paymentId,
            amountPaise: order.pricePaise,
            notes: { appointment: order.id },
          },
          order.id,
        );
        await tx
          .update(groomingOrders)
          .set({ status: 'cancelled', refundId: refund.id, refundStatus: refund.status })
          .where(eq(groomingOrders.id, id));
        await appointmentChanged(events, tx, 'grooming', id);
        return refund.status === 'processed'
          ? APPOINTMENT_MESSAGES.cancelled
          : APPOINTMENT_MESSAGES.cancelledPending;
      });
      return { message, data: (await groomingOrdersOf(db, request.userId, id))[0]! };
    },
  );

  // Free rescheduling up to 24 hours before the slot, to a slot the partner has free.
  app.post(
    '/grooming/orders/:id/reschedule',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({
          appointmentDate: appointmentDateSchema,
          appointmentTime: appointmentTimeSchema,
        }),
      },
    },
    async (request): Promise<AppointmentChangeResponse> => {
      const { id } = request.params;
      const { appointmentDate: date, appointmentTime: time } = request.body;
      const problem = newSlotProblem(date, time, clock());
      if (problem) throw badRequest(problem);
      await db.transaction(async (tx) => {
        const { order } = await changeable(tx, request.userId, id);
        await moveGrooming(tx, order, date, time);
        await appointmentChanged(events, tx, 'grooming', id, {
          by: 'pet-parent',
          from: { date: order.appointmentDate, time: order.appointmentTime },
        });
      });
      return {
        message: APPOINTMENT_MESSAGES.rescheduled,
        data: (await groomingOrdersOf(db, request.userId, id))[0]!,
      };
    },
  );

  // When a partner is already booked on a day: what the reschedule dialog offers around.
  app.get(
    '/grooming/partners/:id/busy',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        querystring: Type.Object({ date: appointmentDateSchema }),
      },
    },
    async (request): Promise<PartnerBusyResponse> => {
      const { date } = request.query;
      if (!isCalendarDate(date)) throw badRequest(APPOINTMENT_MESSAGES.chooseDate);
      const [partner] = await db
        .select({ id: groomingPartners.id })
        .from(groomingPartners)
        .where(eq(groomingPartners.id, request.params.id))
        .limit(1);
      if (!partner) throw notFound(PARTNER_NOT_FOUND);
      return { data: { date, busy: await busyTimes(db, partner.id, date) } };
    },
  );

  app.get(
    '/grooming/getGroomingOrdersByUser',
    { onRequest: auth.requireUser },
    async (request): Promise<GroomingOrdersResponse> => ({
      data: await groomingOrdersOf(db, request.userId),
    }),
  );
};
