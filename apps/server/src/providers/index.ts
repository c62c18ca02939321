/*
 * The providers domain (issue 52): clinics, groomers, trainers and transporters with accounts,
 * listings, hours and bookings. Other domains use it only through this file.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_AVAILABILITY, type ProviderKind } from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { invitationUrl, invite } from './accounts';
import type { ProvidersContext } from './context';
import { providerAccountRoutes } from './portalAccountRoutes';
import { providerListingRoutes } from './portalListingRoutes';
import { providerPortalRoutes } from './portalRoutes';
import { providerListingReads } from './listingReads';
import { providerBookingRoutes } from './bookingRoutes';
import { providerAdminRoutes } from './adminRoutes';
import { providerTeamRoutes } from './portalTeamRoutes';
import { providerCalendarRoutes } from './portalCalendarRoutes';
import { providerPhotoRoutes } from './portalPhotoRoutes';
import { providers } from './tables';

export { createProviderAuth, providerOf } from './accounts';
export type { ProviderAuth } from './accounts';
export { indiaIso } from './slots';
export { missedByProvider } from './missed';
export { DEMO_PROVIDERS, seedDemoProviders } from './demo';
export type { ProvidersContext } from './context';

/** Every route of the domain, under the API's prefix. */
export const providersPlugin: FastifyPluginAsyncTypebox<ProvidersContext> = async (app, ctx) => {
  app.decorateRequest('provider', null);
  await app.register(providerListingReads, ctx);
  await app.register(providerBookingRoutes, ctx);
  await app.register(providerAccountRoutes, ctx);
  await app.register(providerListingRoutes, ctx);
  await app.register(providerPortalRoutes, ctx);
  await app.register(providerTeamRoutes, ctx);
  await app.register(providerCalendarRoutes, ctx);
  await app.register(providerPhotoRoutes, ctx);
  await app.register(providerAdminRoutes, ctx);
};

/**
 * An approved registration becomes a provider, not yet listed, and its contact is invited to
 * own it: the invitation's link (mailed by the caller after the change commits).
 */
export async function providerFromRegistration(
  tx: Runner,
  input: {
    registrationId: string;
    kind: ProviderKind;
    name: string;
    city: string;
    phone: string | null;
    email: string;
    now: Date;
    publicUrl: string;
  },
): Promise<{ providerId: string; link: string }> {
  const [row] = await tx
    .insert(providers)
    .values({
      kind: input.kind,
      name: input.name,
      city: input.city,
      phone: input.phone,
      email: input.email,
      availability: DEFAULT_AVAILABILITY,
      registrationId: input.registrationId,
      status: 'invited',
    })
    .returning({ id: providers.id });
  const { token } = await invite(tx, {
    providerId: row!.id,
    email: input.email,
    role: 'owner',
    now: input.now,
  });
  return { providerId: row!.id, link: invitationUrl(input.publicUrl, token) };
}
