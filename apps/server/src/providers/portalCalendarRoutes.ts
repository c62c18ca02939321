import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createEvents, type EventAttributes } from 'ics';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { CalendarFeedResponse } from '@petverse/api/contract';
import { notFound } from '../platform/errors';
import { randomToken } from '../staff/staff';
import { providerOf } from './accounts';
import type { ProvidersContext } from './context';
import { providerBookings, providers } from './tables';
import { bookingsWhere } from './views';

/** The bookings a provider's calendar shows: paid ones, and those done or missed. */
const SHOWN = ['confirmed', 'accepted', 'done', 'no-show'] as const;
/** No id: an `in` list is never empty. */
const NONE = '00000000-0000-0000-0000-000000000000';
/** How far back the feed reaches. */
const PAST_DAYS = 30;

/**
 * A provider's private calendar feed (issue 52 item 5): its bookings as iCalendar, at a secret
 * address a calendar app (Google Calendar's "From URL") reads without signing in. The portal shows
 * the address; an owner resets it, which ends the old one.
 */
export const providerCalendarRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  ctx,
) => {
  const { db, clock, providerAuth, publicUrl } = ctx;
  const signedIn = providerAuth.requireProvider();
  const ownerOnly = providerAuth.requireProvider('owner');
  const feedUrl = (secret: string) => `${publicUrl}/api/calendar/${secret}.ics`;

  const setSecret = async (providerId: string, onlyIfNone: boolean) => {
    const secret = randomToken(); // base64url: letters, digits, - and _
    if (!onlyIfNone) {
      await db
        .update(providers)
        .set({ calendarSecret: secret })
        .where(eq(providers.id, providerId));
      return secret;
    }
    const [row] = await db
      .select({ secret: providers.calendarSecret })
      .from(providers)
      .where(eq(providers.id, providerId));
    if (row?.secret) return row.secret;
    await db.update(providers).set({ calendarSecret: secret }).where(eq(providers.id, providerId));
    return secret;
  };

  app.get(
    '/pro/calendar',
    { onRequest: signedIn },
    async (request): Promise<CalendarFeedResponse> => {
      const me = providerOf(request);
      return { url: feedUrl(await setSecret(me.providerId, true)) };
    },
  );

  app.post(
    '/pro/calendar/reset',
    { onRequest: ownerOnly },
    async (request): Promise<CalendarFeedResponse> => {
      const me = providerOf(request);
      request.log.info({ provider: me.providerId }, 'calendar feed address reset');
      return {
        url: feedUrl(await setSecret(me.providerId, false)),
        message: 'A new calendar address is made: the old one no longer works.',
      };
    },
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        params: Type.Object({
          file: Type.String({
            pattern: '^[A-Za-z0-9_-]{20,100}\\.ics$',
            errorMessage: 'This calendar address is not one of ours.',
          }),
        }),
      },
    },
    async (request, reply) => {
      const secret = request.params.file.replace(/\.ics$/, '');
      const [provider] = await db
        .select({ id: providers.id, name: providers.name, address: providers.address })
        .from(providers)
        .where(eq(providers.calendarSecret, secret));
      if (!provider)
        throw notFound('This calendar address no longer works. Copy the new one from the portal.');
      const now = clock();
      const bookings = await bookingsWhere(
        db,
        and(
          eq(providerBookings.providerId, provider.id),
          inArray(providerBookings.status, [...SHOWN]),
          gte(providerBookings.startsAt, new Date(now.getTime() - PAST_DAYS * 86_400_000)),
        ),
        now,
      );
      // A calendar app replaces an event whose sequence grew: each change of a booking counts.
      const changed = new Map(
        (
          await db
            .select({ id: providerBookings.id, at: providerBookings.updatedAt })
            .from(providerBookings)
            .where(inArray(providerBookings.id, bookings.map((b) => b.id).concat(NONE)))
        ).map((r) => [r.id, Math.floor(new Date(r.at).getTime() / 1000) % 2_000_000_000]),
      );
      const events = bookings.map((b): EventAttributes => ({
        uid: `${b.id}@petverse`,
        sequence: changed.get(b.id) ?? 0,
        start: Date.parse(b.start),
        end: Date.parse(b.end),
        startInputType: 'utc',
        startOutputType: 'utc',
        endInputType: 'utc',
        endOutputType: 'utc',
        title: [b.service, b.pet?.name].filter(Boolean).join(' · '),
        description: [
          b.customer
            ? `Pet parent: ${b.customer.name}${b.customer.phone ? `, ${b.customer.phone}` : ''}`
            : '',
          b.pet
            ? `Pet: ${b.pet.name} (${[b.pet.species, b.pet.breed].filter(Boolean).join(', ')})`
            : '',
          `Status: ${b.status}`,
          b.reason ? `Note: ${b.reason}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        location: b.address
          ? [b.address.street, b.address.city, b.address.pincode].filter(Boolean).join(', ')
          : provider.address || undefined,
        status: b.status === 'confirmed' ? 'TENTATIVE' : 'CONFIRMED',
        busyStatus: 'BUSY',
        productId: 'petverse/providers',
      }));
      const { error, value } = createEvents(events, {
        productId: 'petverse/providers',
        method: 'PUBLISH',
        calName: `${provider.name} — Petverse`,
      });
      if (error || !value) throw error ?? new Error('The calendar could not be written.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="petverse-bookings.ics"')
        .send(value);
    },
  );
};
