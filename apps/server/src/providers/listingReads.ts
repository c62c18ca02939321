import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  PROVIDER_KINDS,
  isCalendarDate,
  paiseToRupees,
  type ProviderListing,
  type ProviderResponse,
  type ProviderReviewsResponse,
  type ProvidersResponse,
  type SlotsResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { badRequest, notFound } from '../platform/errors';
import { idParams, oneOf } from '../platform/schemas';
import { keptAnswer, sendKept } from '../platform/readCache';
import { slotDay } from './bookings';
import { daySlots, slotAnswer } from './slots';
import { providerPincodes, providerReviews, providerServices, providers } from './tables';
import type { ProvidersContext } from './context';
import { serviceSchema } from './schemas';

const dateSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'date must be a date written YYYY-MM-DD.',
});
/** A slot's start as the slots list gives it: an ISO time with India's offset. */
const pincodeSchema = Type.String({
  pattern: '^[1-9]\\d{5}$',
  errorMessage: 'pincode must be 6 digits.',
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
    people: p.people,
  }));
}

/** The public side: lists of providers, one provider, its free slots and its reviews. */
export const providerListingReads: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  { db, clock },
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
    async (request, reply) => {
      const { date, service } = request.query;
      if (!isCalendarDate(date)) throw badRequest('date must be a real date written YYYY-MM-DD.');
      const now = clock();
      const day = await slotDay(db, request.params.id, date, service, now);
      if (!day) throw notFound('Provider not found');
      if (service && day.minutes === null) throw badRequest(BOOKING_MESSAGES.unknownService);
      const slots = daySlots(day.availability, date, day.taken, now, day.minutes ?? undefined);
      // Compressed as it is made (a day's slots are ~3 KB), not through the compression stream.
      const answer: SlotsResponse = { date, slots: slots.map(slotAnswer) };
      return sendKept(request, reply, keptAnswer(answer, 'quick'));
    },
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
};
