import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import {
  AVAILABILITY_LIMITS,
  PERSON_LIMITS,
  WEEKDAYS,
  rupeesToPaise,
  type Availability,
  type ProviderKind,
  type ProviderProfileResponse,
  type ProviderStatus,
} from '@petverse/api/contract';
import { badRequest, notFound } from '../platform/errors';
import { oneOf } from '../platform/schemas';
import { providerOf } from './accounts';
import { weeklyProblem } from './slots';
import { dateSchema, shortText } from './schemas';
import type { ProvidersContext } from './context';
import { providerPincodes, providerServices, providers } from './tables';

const timeSchema = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  errorMessage: 'Times are written HH:MM, such as 09:30.',
});
const whole = (label: string, { min, max }: { min: number; max: number }) =>
  Type.Integer({
    minimum: min,
    maximum: max,
    errorMessage: `${label} must be a whole number from ${min} to ${max}.`,
  });

const availabilityBody = Type.Object({
  weekly: Type.Array(
    Type.Object({
      day: oneOf(WEEKDAYS, { errorMessage: `day must be one of ${WEEKDAYS.join(', ')}.` }),
      from: timeSchema,
      to: timeSchema,
    }),
    { maxItems: 50, errorMessage: 'At most 50 stretches of hours a week.' },
  ),
  slotMinutes: whole('slotMinutes', AVAILABILITY_LIMITS.slotMinutes),
  capacity: whole('capacity', AVAILABILITY_LIMITS.capacity),
  leadHours: Type.Optional(whole('leadHours', AVAILABILITY_LIMITS.leadHours)),
  horizonDays: Type.Optional(whole('horizonDays', AVAILABILITY_LIMITS.horizonDays)),
  daysOff: Type.Optional(
    Type.Array(dateSchema, { maxItems: 366, errorMessage: 'At most 366 days off.' }),
  ),
  openOnHolidays: Type.Optional(Type.Boolean({ errorMessage: 'openOnHolidays is true or false.' })),
});

/** A name on one line, not blank, at most 120 characters. */
const oneLineName = (errorMessage: string) =>
  Type.String({ minLength: 1, maxLength: 120, pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$', errorMessage });

const profileBody = Type.Object({
  name: oneLineName('Please give the name pet parents see (one line, at most 120 characters).'),
  about: Type.Optional(shortText('About', 2000)),
  city: Type.Optional(shortText('City', 100)),
  address: Type.Optional(shortText('Address', 300)),
  languages: Type.Optional(
    Type.Array(shortText('A language', 40), {
      maxItems: 12,
      errorMessage: 'At most 12 languages.',
    }),
  ),
  photos: Type.Optional(
    Type.Array(shortText('A photo', 300), { maxItems: 12, errorMessage: 'At most 12 photos.' }),
  ),
  services: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String({
          minLength: 1,
          maxLength: 120,
          pattern: '\\S',
          errorMessage: 'Each service needs a name (at most 120 characters).',
        }),
        price: Type.Number({
          minimum: 0,
          maximum: 1_000_000,
          errorMessage: 'A service’s price is rupees from 0 to 10,00,000.',
        }),
        minutes: whole('A service’s minutes', { min: 5, max: 600 }),
      }),
      { maxItems: 50, errorMessage: 'At most 50 services.' },
    ),
  ),
  pincodes: Type.Optional(
    Type.Array(
      Type.String({ pattern: '^[1-9]\\d{5}$', errorMessage: 'Each pincode is 6 digits.' }),
      { maxItems: 500, errorMessage: 'At most 500 pincodes.' },
    ),
  ),
  people: Type.Optional(
    Type.Array(
      Type.Object({
        name: oneLineName('Each person needs a name (one line, at most 120 characters).'),
        qualification: shortText('A qualification', 200),
        registrationNumber: shortText('A registration number', 60),
        species: Type.Array(
          oneOf(['dog', 'cat'] as const, { errorMessage: 'species are dog or cat.' }),
          {
            maxItems: 2,
            errorMessage: 'species are dog or cat.',
          },
        ),
        experienceYears: whole('Years of experience', PERSON_LIMITS.experienceYears),
      }),
      {
        maxItems: PERSON_LIMITS.people,
        errorMessage: `At most ${PERSON_LIMITS.people} people.`,
      },
    ),
  ),
  autoAccept: Type.Optional(Type.Boolean({ errorMessage: 'autoAccept is true or false.' })),
});

/** The portal's hours and public listing (`/api/pro/availability`, `/api/pro/profile`). */
export const providerListingRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  ctx,
) => {
  const { db, providerAuth } = ctx;
  const signedIn = providerAuth.requireProvider();
  const ownerOnly = providerAuth.requireProvider('owner');

  // ---- Hours --------------------------------------------------------------------------------

  const ownProvider = async (id: string) => {
    const [row] = await db.select().from(providers).where(eq(providers.id, id));
    if (!row) throw notFound('Provider not found');
    return row;
  };

  app.get('/pro/availability', { onRequest: signedIn }, async (request): Promise<Availability> => {
    return (await ownProvider(providerOf(request).providerId)).availability;
  });

  app.put(
    '/pro/availability',
    { onRequest: ownerOnly, schema: { body: availabilityBody } },
    async (request): Promise<Availability> => {
      const me = providerOf(request);
      const body = request.body;
      const problem = weeklyProblem(body.weekly);
      if (problem) throw badRequest(problem);
      const before = (await ownProvider(me.providerId)).availability;
      const availability: Availability = {
        weekly: body.weekly,
        slotMinutes: body.slotMinutes,
        capacity: body.capacity,
        leadHours: body.leadHours ?? before.leadHours,
        horizonDays: body.horizonDays ?? before.horizonDays,
        daysOff: [...new Set(body.daysOff ?? before.daysOff)].sort(),
        openOnHolidays: body.openOnHolidays ?? before.openOnHolidays,
      };
      await db.update(providers).set({ availability }).where(eq(providers.id, me.providerId));
      return availability;
    },
  );

  // ---- The public listing -------------------------------------------------------------------

  const profileOf = async (providerId: string): Promise<ProviderProfileResponse> => {
    const row = await ownProvider(providerId);
    const services = await db
      .select()
      .from(providerServices)
      .where(eq(providerServices.providerId, providerId))
      .orderBy(providerServices.position);
    const pincodes = await db
      .select({ pincode: providerPincodes.pincode })
      .from(providerPincodes)
      .where(eq(providerPincodes.providerId, providerId))
      .orderBy(providerPincodes.pincode);
    return {
      kind: row.kind as ProviderKind,
      status: row.status as ProviderStatus,
      profile: {
        name: row.name,
        about: row.about,
        city: row.city,
        address: row.address,
        languages: row.languages,
        photos: row.photos,
        autoAccept: row.autoAccept,
        services: services.map((s) => ({
          name: s.name,
          price: s.pricePaise / 100,
          minutes: s.minutes,
        })),
        pincodes: pincodes.map((p) => p.pincode),
        people: row.people,
      },
    };
  };

  app.get('/pro/profile', { onRequest: signedIn }, async (request) =>
    profileOf(providerOf(request).providerId),
  );

  app.put(
    '/pro/profile',
    { onRequest: ownerOnly, schema: { body: profileBody } },
    async (request): Promise<ProviderProfileResponse> => {
      const me = providerOf(request);
      const body = request.body;
      const names = (body.services ?? []).map((s) => s.name.trim().toLowerCase());
      // Photos are added by their upload (portalPhotoRoutes.ts): here only kept, dropped or reordered.
      if (body.photos) {
        const own = (await ownProvider(me.providerId)).photos;
        if (body.photos.some((photo) => !own.includes(photo)))
          throw badRequest('Add a photo by uploading it: a listing shows only its own photos.');
      }
      if (new Set(names).size !== names.length)
        throw badRequest('Two services have the same name. Please name each once.');
      await db.transaction(async (tx) => {
        await tx
          .update(providers)
          .set({
            name: body.name.trim(),
            ...(body.about !== undefined ? { about: body.about.trim() } : {}),
            ...(body.city !== undefined ? { city: body.city.trim() } : {}),
            ...(body.address !== undefined ? { address: body.address.trim() } : {}),
            ...(body.languages ? { languages: body.languages.map((l) => l.trim()) } : {}),
            ...(body.photos ? { photos: body.photos } : {}),
            ...(body.people
              ? {
                  people: body.people.map((p) => ({
                    name: p.name.trim(),
                    qualification: p.qualification.trim(),
                    registrationNumber: p.registrationNumber.trim(),
                    species: [...new Set(p.species)],
                    experienceYears: p.experienceYears,
                  })),
                }
              : {}),
            ...(body.autoAccept !== undefined ? { autoAccept: body.autoAccept } : {}),
          })
          .where(eq(providers.id, me.providerId));
        if (body.services) {
          await tx.delete(providerServices).where(eq(providerServices.providerId, me.providerId));
          if (body.services.length)
            await tx.insert(providerServices).values(
              body.services.map((s, position) => ({
                providerId: me.providerId,
                name: s.name.trim(),
                pricePaise: rupeesToPaise(s.price),
                minutes: s.minutes,
                position,
              })),
            );
        }
        if (body.pincodes) {
          await tx.delete(providerPincodes).where(eq(providerPincodes.providerId, me.providerId));
          const unique = [...new Set(body.pincodes)];
          if (unique.length)
            await tx
              .insert(providerPincodes)
              .values(unique.map((pincode) => ({ providerId: me.providerId, pincode })));
        }
      });
      return profileOf(me.providerId);
    },
  );
};
