import { requiredText, uuidSchema } from '../lib/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  APPOINTMENT_TIME_PATTERN,
  isCalendarDate,
  paiseToRupees,
  rupeesToPaise,
  todayInIndia,
  lastBookableDate,
  BOOKING_TOO_FAR_MESSAGE,
  type CreateGroomingOrderPayload,
  type CreateGroomingOrderResponse,
  type GroomingOrder,
  type GroomingOrdersResponse,
  type GroomingPartnersResponse,
  type GroomingStatus,
  type PaymentStatus,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { addresses, groomingOrders, groomingPartners, paymentOrders, pets } from '../db/schema';
import type { Auth } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { groomingPaymentOrder, partnersWithServices, priceGrooming } from '../lib/grooming';
import type { PaymentProvider } from '../lib/payments/provider';
import { uploadUrl } from '../lib/uploads';

const providerId = (label: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_]+$',
  errorMessage: `${label} is required`,
});

export interface ServicesContext {
  db: Database;
  auth: Auth;
  clock: () => Date;
  payments: PaymentProvider;
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
  }));
}

/** Separates the service names of a serviceType ('Bath, Nail Trimming'). */
export const SERVICE_SEPARATOR = ', ';

/** Grooming partners and appointments, booked after payment (services spec §2.10). */
export const groomingRoutes: FastifyPluginAsync<ServicesContext> = async (
  app,
  { db, auth, clock, payments },
) => {
  app.get<{ Querystring: { city?: string } }>(
    '/grooming/getGroomingPartners',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            city: {
              type: 'string',
              maxLength: 100,
              errorMessage: 'city must be at most 100 characters.',
            },
          },
        },
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

  app.post<{ Body: CreateGroomingOrderPayload }>(
    '/grooming/createGroomingOrder',
    {
      onRequest: auth.requireUser,
      schema: {
        body: {
          type: 'object',
          required: [
            'petId',
            'partnerId',
            'serviceType',
            'appointmentTime',
            'appointmentDate',
            'price',
            'addressId',
            'razorpay_payment_id',
            'razorpay_order_id',
            'razorpay_signature',
          ],
          properties: {
            petId: uuidSchema('petId'),
            partnerId: uuidSchema('partnerId'),
            addressId: uuidSchema('addressId'),
            serviceType: requiredText('serviceType', 500),
            appointmentDate: {
              type: 'string',
              pattern: '^\\d{4}-\\d{2}-\\d{2}$',
              errorMessage: 'Select appointment date',
            },
            appointmentTime: {
              type: 'string',
              pattern: APPOINTMENT_TIME_PATTERN,
              errorMessage: 'Select appointment time',
            },
            price: {
              type: 'number',
              minimum: 0,
              maximum: 10_000_000,
              errorMessage: 'price must be a number of rupees.',
            },
            razorpay_order_id: providerId('razorpay_order_id'),
            razorpay_payment_id: providerId('razorpay_payment_id'),
            razorpay_signature: {
              type: 'string',
              minLength: 1,
              maxLength: 200,
              errorMessage: 'razorpay_signature is required',
            },
          },
        },
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
      if (!isCalendarDate(body.appointmentDate)) throw badRequest('Select appointment date');
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

  app.get(
    '/grooming/getGroomingOrdersByUser',
    { onRequest: auth.requireUser },
    async (request): Promise<GroomingOrdersResponse> => ({
      data: await groomingOrdersOf(db, request.userId),
    }),
  );
};
