import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  APPOINTMENT_TIME_PATTERN,
  ACCOUNT_LIMITS,
  MATING_PAGE_SIZE,
  MATING_TEXT_MAX_LENGTH,
  PUBLIC_PAGE_MAX,
  type DeleteMatingProfileResponse,
  isCalendarDate,
  paiseToRupees,
  rupeesToPaise,
  todayInIndia,
  lastBookableDate,
  BOOKING_TOO_FAR_MESSAGE,
  type AddMatingProfilePayload,
  type CreateGroomingOrderPayload,
  type CreateGroomingOrderResponse,
  type Doctor,
  type DoctorListResponse,
  type DoctorResponse,
  type GroomingOrder,
  type GroomingOrdersResponse,
  type GroomingPartnersResponse,
  type GroomingStatus,
  type MatingProfile,
  type MatingProfileResponse,
  type MatingProfilesResponse,
  type PaymentStatus,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import {
  addresses,
  doctors,
  groomingOrders,
  groomingPartners,
  matingProfiles,
  paymentOrders,
  pets,
} from '../db/schema';
import type { Auth } from '../lib/auth';
import { HttpError, badRequest, notFound } from '../lib/errors';
import { withinQuota } from '../lib/quotas';
import { idParams } from './products';
import { groomingPaymentOrder, partnersWithServices, priceGrooming } from '../lib/grooming';
import type { PaymentProvider } from '../lib/payments/provider';
import { uploadUrl } from '../lib/uploads';
import { requiredText } from './schemas';

export interface ServicesContext {
  db: Database;
  auth: Auth;
  clock: () => Date;
  payments: PaymentProvider;
}

type DoctorRow = typeof doctors.$inferSelect;
const toDoctor = (r: DoctorRow): Doctor => ({
  _id: r.id,
  name: r.name,
  specialty: r.specialty,
  location: r.location,
  experience: r.experience,
  rating: r.rating,
  reviews: r.reviews,
  bio: r.bio,
  image: r.image,
  species: r.species,
});

export const DOCTOR_NOT_FOUND = 'Doctor not found.';

/** A doctor by id, or 404 'Doctor not found.'. */
export async function doctorById(db: Database, id: string): Promise<Doctor> {
  const [row] = await db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!row) throw notFound(DOCTOR_NOT_FOUND);
  return toDoctor(row);
}

const uuid = (label: string) => ({
  type: 'string',
  format: 'uuid',
  errorMessage: `${label} must be a valid id`,
});
const providerId = (label: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_]+$',
  errorMessage: `${label} is required`,
});

const MATING_PROFILE_ID_PATTERN = '^[A-Za-z0-9-]{1,40}$';

type MatingRow = typeof matingProfiles.$inferSelect;
const toMating = (r: MatingRow): MatingProfile => ({
  _id: r.id,
  profileId: r.profileId,
  category: r.category,
  breed: r.breed,
  petName: r.petName,
  location: r.location,
  createdAt: new Date(r.createdAt).toISOString(),
});

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

/**
 * Services (issue 5): doctors, grooming partners, grooming appointments (booked after payment)
 * and mating profiles.
 */
export const serviceRoutes: FastifyPluginAsync<ServicesContext> = async (
  app,
  { db, auth, clock, payments },
) => {
  // ---- Doctors ----
  app.get('/admin/getAllDoctors', async (): Promise<DoctorListResponse> => {
    const rows = await db.select().from(doctors).orderBy(asc(doctors.position), asc(doctors.name));
    return { doctors: rows.map(toDoctor) };
  });

  app.get<{ Params: { id: string } }>(
    '/admin/getDocterByID/:id',
    {
      schema: { params: { type: 'object', required: ['id'], properties: { id: uuid('id') } } },
    },
    async (request): Promise<DoctorResponse> => ({
      doctor: await doctorById(db, request.params.id),
    }),
  );

  // ---- Grooming ----
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
            petId: uuid('petId'),
            partnerId: uuid('partnerId'),
            addressId: uuid('addressId'),
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

  // ---- Mating profiles ----
  // Public and paged, so no number of profiles makes one answer large: page 1 of
  // MATING_PAGE_SIZE unless asked, `data` as the spec has it plus where the page sits.
  app.get<{ Querystring: { page?: number; limit?: number } }>(
    '/lifestyle/getMatingProfiles',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: {
              type: 'integer',
              minimum: 1,
              maximum: 100_000,
              errorMessage: 'page must be a whole number from 1.',
            },
            limit: {
              type: 'integer',
              minimum: 1,
              maximum: PUBLIC_PAGE_MAX,
              errorMessage: `limit must be a whole number from 1 to ${PUBLIC_PAGE_MAX}.`,
            },
          },
        },
      },
    },
    async (request): Promise<MatingProfilesResponse> => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? MATING_PAGE_SIZE;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(matingProfiles)
          .orderBy(asc(matingProfiles.createdAt), asc(matingProfiles.profileId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(matingProfiles),
      ]);
      const total = counted?.n ?? 0;
      const totalPages = Math.max(1, Math.ceil(total / limit));
      return {
        data: rows.map(toMating),
        pagination: {
          page,
          limit,
          total,
          totalPages,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
        },
      };
    },
  );

  app.get<{ Params: { profileId: string } }>(
    '/lifestyle/getMatingProfile/:profileId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['profileId'],
          properties: {
            profileId: {
              type: 'string',
              pattern: MATING_PROFILE_ID_PATTERN,
              errorMessage: 'Pet not found.',
            },
          },
        },
      },
    },
    async (request): Promise<MatingProfileResponse> => {
      const [row] = await db
        .select()
        .from(matingProfiles)
        .where(eq(matingProfiles.profileId, request.params.profileId))
        .limit(1);
      if (!row) throw notFound('Pet not found.');
      return { data: toMating(row) };
    },
  );

  app.get(
    '/lifestyle/myMatingProfiles',
    { onRequest: auth.requireUser },
    async (request): Promise<MatingProfilesResponse> => ({
      data: (
        await db
          .select()
          .from(matingProfiles)
          .where(eq(matingProfiles.userId, request.userId))
          .orderBy(asc(matingProfiles.createdAt), asc(matingProfiles.profileId))
      ).map(toMating),
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/lifestyle/deleteMatingProfile/:id',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<DeleteMatingProfileResponse> => {
      const [row] = await db
        .delete(matingProfiles)
        .where(
          and(eq(matingProfiles.id, request.params.id), eq(matingProfiles.userId, request.userId)),
        )
        .returning({ id: matingProfiles.id });
      if (!row) throw notFound('Mating profile not found');
      return { message: 'Mating profile deleted successfully.' };
    },
  );

  // Adding needs a login, so every profile has an owner to answer for it; reading is public.
  app.post<{ Body: AddMatingProfilePayload }>(
    '/lifestyle/addMatingProfile',
    {
      onRequest: auth.requireUser,
      schema: {
        body: {
          type: 'object',
          required: ['category', 'breed', 'petName', 'location'],
          properties: {
            profileId: {
              type: 'string',
              pattern: MATING_PROFILE_ID_PATTERN,
              errorMessage: 'profileId must be 1 to 40 letters, digits or dashes.',
            },
            category: requiredText('Category', MATING_TEXT_MAX_LENGTH),
            breed: requiredText('Breed', MATING_TEXT_MAX_LENGTH),
            petName: requiredText('Pet name', MATING_TEXT_MAX_LENGTH),
            location: requiredText('Location', MATING_TEXT_MAX_LENGTH),
          },
        },
      },
    },
    async (request, reply): Promise<MatingProfileResponse> => {
      const b = request.body;
      const quota = {
        table: matingProfiles,
        owner: matingProfiles.userId,
        limit: ACCOUNT_LIMITS.matingProfiles,
        message: `You can list at most ${ACCOUNT_LIMITS.matingProfiles} mating profiles. Delete one to add another.`,
        where: eq(matingProfiles.userId, request.userId),
      };
      const [row] = await withinQuota(db, request.userId, quota, (tx) =>
        tx
          .insert(matingProfiles)
          .values({
            profileId: b.profileId ?? `MP-${randomBytes(5).toString('hex').toUpperCase()}`,
            userId: request.userId,
            category: b.category.trim(),
            breed: b.breed.trim(),
            petName: b.petName.trim(),
            location: b.location.trim(),
          })
          .onConflictDoNothing({ target: matingProfiles.profileId })
          .returning(),
      );
      if (!row) throw new HttpError(409, 'That profileId is taken.');
      void reply.status(201);
      return { data: toMating(row) };
    },
  );
};
