import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, gte, lt } from 'drizzle-orm';
import {
  AVAILABILITY_LIMITS,
  BOOKING_MESSAGES,
  PROVIDER_MOVES,
  WEEKDAYS,
  rupeesToPaise,
  type Availability,
  type BookingResponse,
  type BookingsResponse,
  type ProviderInvitationStatus,
  type ProviderKind,
  type ProviderProfileResponse,
  type ProviderRole,
  type ProviderSessionResponse,
  type ProviderStatus,
} from '@petverse/api/contract';
import { HttpError, badRequest, notFound } from '../lib/errors';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../lib/passwords';
import { ACCOUNT_SLOWDOWN_MS, counter, perAddress, refuse } from '../lib/rateLimit';
import {
  INVALID_CREDENTIALS,
  idParams,
  loginBody,
  nameSchema,
  newPasswordSchema,
  oneOf,
} from '../lib/schemas';
import { tokenHash } from '../lib/staff';
import { INVITATION_USED, byMemberEmail, liveInvitation, providerOf } from './accounts';
import { bookingsWhere, lockedProvider, refundBooking } from './bookings';
import { bookingDeclined } from './mails';
import { addDays, weeklyProblem } from './slots';
import { monthSchema } from './schemas';
import { statementCsv, statementOf } from './statement';
import type { ProvidersContext } from './context';
import {
  providerBookings,
  providerInvitations,
  providerMembers,
  providerPincodes,
  providerServices,
  providers,
} from './tables';

const linkTokenSchema = Type.String({
  minLength: 20,
  maxLength: 200,
  errorMessage: 'The link is incomplete. Please open the whole link you were given.',
});
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
const dateSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'Dates are written YYYY-MM-DD.',
});
const shortText = (label: string, max: number) =>
  Type.String({ maxLength: max, errorMessage: `${label} must be at most ${max} characters.` });

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

const profileBody = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 120,
    pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$',
    errorMessage: 'Please give the name pet parents see (one line, at most 120 characters).',
  }),
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
  autoAccept: Type.Optional(Type.Boolean({ errorMessage: 'autoAccept is true or false.' })),
});

/** The provider portal's calls (`/api/pro/…`): a provider's own account, listing and bookings. */
export const providerPortalRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  ctx,
) => {
  const { db, clock, providerAuth, rateRules, payments } = ctx;
  const signedIn = providerAuth.requireProvider();
  const ownerOnly = providerAuth.requireProvider('owner');
  const accountOf = (request: { body: unknown }) =>
    (request.body as { email: string }).email.trim().toLowerCase();
  const fromAddress = counter(
    app,
    rateRules.loginPerAccountAddress,
    (request) => `pro-login:account-ip:${accountOf(request)}:${request.ip}`,
  );
  const fromAnywhere = counter(
    app,
    rateRules.loginPerAccount,
    (request) => `pro-login:account:${accountOf(request)}`,
  );
  const loginLimit = perAddress('pro-login', rateRules.loginPerAddress, 'sign-in attempts');

  const sessionAnswer = async (memberId: string): Promise<ProviderSessionResponse> => {
    const [row] = await db
      .select({ member: providerMembers, provider: providers })
      .from(providerMembers)
      .innerJoin(providers, eq(providers.id, providerMembers.providerId))
      .where(eq(providerMembers.id, memberId));
    const { member, provider } = row!;
    return {
      token: await providerAuth.signIn(memberId),
      provider: { id: provider.id, kind: provider.kind as ProviderKind, name: provider.name },
      member: { name: member.name, email: member.email, role: member.role as ProviderRole },
    };
  };

  // ---- From the mailed invitation to an account -----------------------------------------------

  app.get(
    '/pro/invite',
    { schema: { querystring: Type.Object({ token: linkTokenSchema }) } },
    async (request): Promise<ProviderInvitationStatus> => {
      const live = await liveInvitation(db, request.query.token, clock());
      return live
        ? { usable: true, providerName: live.providerName, email: live.invitation.email }
        : { usable: false };
    },
  );

  app.post(
    '/pro/invite',
    {
      config: { rateLimit: loginLimit },
      schema: {
        body: Type.Object({
          token: linkTokenSchema,
          name: nameSchema,
          password: newPasswordSchema(),
        }),
      },
    },
    async (request, reply): Promise<ProviderSessionResponse> => {
      const { token, name, password } = request.body;
      const live = await liveInvitation(db, token, clock());
      if (!live) throw new HttpError(410, INVITATION_USED);
      const { invitation } = live;
      await refuseWeakPassword(password, [name, invitation.email]);
      const passwordHash = await hashPassword(password);
      const memberId = await db.transaction(async (tx) => {
        // Taken once: the row is claimed before the account is made.
        const [claimed] = await tx
          .update(providerInvitations)
          .set({ usedAt: clock() })
          .where(
            and(
              eq(providerInvitations.tokenHash, tokenHash(token)),
              eq(providerInvitations.id, invitation.id),
            ),
          )
          .returning({ usedAt: providerInvitations.usedAt });
        if (!claimed) throw new HttpError(410, INVITATION_USED);
        const [taken] = await tx
          .select({ id: providerMembers.id })
          .from(providerMembers)
          .where(byMemberEmail(invitation.email));
        if (taken)
          throw new HttpError(
            409,
            'A provider account with this email already exists. Please sign in instead.',
          );
        const [member] = await tx
          .insert(providerMembers)
          .values({
            providerId: invitation.providerId,
            name: name.trim(),
            email: invitation.email,
            passwordHash,
            role: invitation.role,
          })
          .returning({ id: providerMembers.id });
        if (invitation.role === 'owner')
          await tx
            .update(providers)
            .set({ status: 'active' })
            .where(and(eq(providers.id, invitation.providerId), eq(providers.status, 'invited')));
        return member!.id;
      });
      void reply.status(201);
      return sessionAnswer(memberId);
    },
  );

  // ---- Signing in and out ---------------------------------------------------------------------

  app.post(
    '/pro/auth/login',
    { config: { rateLimit: loginLimit }, schema: { body: loginBody } },
    async (request): Promise<ProviderSessionResponse> => {
      const { email, password } = request.body;
      refuse('sign-in attempts', await fromAddress(request));
      if ((await fromAnywhere(request)).exceeded)
        await new Promise((resolve) => setTimeout(resolve, ACCOUNT_SLOWDOWN_MS));
      const [row] = await db.select().from(providerMembers).where(byMemberEmail(email)).limit(1);
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      if (row.disabledAt)
        throw new HttpError(403, 'This account is disabled. Please ask your team’s owner.');
      return sessionAnswer(row.id);
    },
  );

  app.post('/pro/auth/logout', { onRequest: signedIn }, async (request, reply) => {
    await providerAuth.signOut(request);
    return reply.status(204).send();
  });

  app.get('/pro/auth/me', { onRequest: signedIn }, async (request) => {
    const me = providerOf(request);
    return {
      provider: { id: me.providerId, kind: me.kind, name: me.providerName },
      member: { name: me.name, email: me.email, role: me.role },
    };
  });

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

  // ---- The month's money --------------------------------------------------------------------

  app.get(
    '/pro/statement',
    {
      onRequest: signedIn,
      schema: {
        querystring: Type.Object({
          month: monthSchema,
          format: Type.Optional(
            oneOf(['json', 'csv'] as const, { errorMessage: 'format is json or csv.' }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const me = providerOf(request);
      const statement = (await statementOf(db, me.providerId, request.query.month))!;
      if (request.query.format !== 'csv') return statement;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="petverse-statement-${statement.month}.csv"`,
        )
        .send(statementCsv(statement));
    },
  );
};
