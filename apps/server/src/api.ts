import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';
import type { AppOptions } from './appOptions';
import type { AppContexts } from './contexts';
import { healthRoutes } from './platform/databaseOutage';
import { devClockRoutes, devRoutes } from './platform/devRoutes';
import { addressRoutes } from './accounts/addressRoutes';
import { authRoutes } from './accounts/routes';
import { uploadRoutes } from './accounts/uploadRoutes';
import { formRoutes } from './forms/routes';
import { mediaRoutes } from './catalogue/mediaRoutes';
import { catalogueLists, productReads, productRoutes } from './catalogue/routes';
import { reviewRoutes } from './catalogue/reviewRoutes';
import { petRoutes } from './pets/routes';
import { lifestyleRoutes } from './pets/lifestyleRoutes';
import { returnRoutes } from './returns';
import { subscriptionRoutes } from './subscriptions';
import { searchReads, searchRoutes, similarReads } from './search/routes';
import { shoppingRoutes } from './checkout/routes';
import { pincodeRoutes } from './checkout/pincodeRoutes';
import { adminRoutes } from './staff/routes';
import type { AdminContext } from './staff/context';
import { doctorRoutes } from './services/doctorRoutes';
import { groomingRoutes } from './services/groomingRoutes';
import { mailRoutes } from './mail/routes';
import { providersPlugin } from './providers';
import { petRecordRoutes } from './petRecords';
import { consultationRoutes } from './consultations';
import { pharmacyRoutes } from './pharmacy';
import { shippingRoutes } from './shipping';
import { offerRoutes } from './offers';

/**
 * The API under /api: every room's routes, public and back office, with the answers' caching
 * rules. `pages.changed` drops the site's pages rendered on request (set once its renderer loads).
 */
export async function registerApi(
  api: FastifyInstance,
  ctx: AppContexts,
  options: AppOptions,
  pages: { changed: () => void },
): Promise<void> {
  const { db, clock, dataDir, accounts, events, payments, courier, courierWebhookSecret } = ctx;
  const { staffAuth, providerAuth } = ctx;
  // An API answer may be kept only where its route says so (the catalogue, art, pincodes
  // set their own Cache-Control): every other one — a login's or sign-up's token, a reset,
  // an error — is kept by no browser or proxy, whether or not a route remembered.
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  // Every answer carries a validator (a hash of its body, unless its route set one from
  // its data's version: platform/validators.ts); If-None-Match with it is answered 304. Weak:
  // the same JSON compressed or not is the same answer. Before compression, which runs last.
  await api.register(fastifyEtag, { weak: true });
  // Products, their similar ones and searches are kept a few seconds per instance; a
  // review's new rating drops them.
  const productsById = productReads(db, Date.now, clock);
  const similar = similarReads(db);
  const searches = searchReads(db, () => clock().getTime());
  const lists = catalogueLists(db, api.log);
  // The data folder takes writes when uploads live in it (not with a shared database).
  await api.register(healthRoutes, { db, dataDir: options.sharedFiles ? null : dataDir });
  await api.register(productRoutes, { db, productsById, lists });
  await api.register(mediaRoutes, { db });
  await api.register(authRoutes, accounts);
  await api.register(petRoutes, { ...accounts, launchDate: options.launchDate });
  await api.register(petRecordRoutes, { ...accounts, documents: ctx.petDocuments });
  await api.register(addressRoutes, accounts);
  await api.register(uploadRoutes, { storage: accounts.storage });
  await api.register(formRoutes, {
    db,
    storage: ctx.formFiles,
    rateRules: accounts.rateRules,
    events,
    webhooks: options.partnerWebhooks ?? new Map(),
  });
  await api.register(shoppingRoutes, {
    ...options.shopping,
    events,
    provider: payments,
    prescriptions: ctx.prescriptions,
    db,
    auth: accounts.auth,
    clock,
    dataDir,
    rateRules: accounts.rateRules,
  });
  await api.register(returnRoutes, {
    db,
    auth: accounts.auth,
    clock,
    storage: accounts.storage,
    rateRules: accounts.rateRules,
    events,
  });
  await api.register(subscriptionRoutes, { db, auth: accounts.auth, events });
  await api.register(offerRoutes, { db, auth: accounts.auth, clock });
  await api.register(shippingRoutes, {
    db,
    events,
    courier,
    webhookSecret: courierWebhookSecret,
  });
  await api.register(searchRoutes, { db, similar, searches });
  await api.register(reviewRoutes, {
    db,
    auth: accounts.auth,
    clock,
    onRatingChanged: () => {
      productsById.clear();
      similar.clear();
      searches.clear();
    },
  });
  await api.register(doctorRoutes, { db });
  await api.register(pincodeRoutes, { clock });
  await api.register(groomingRoutes, { db, auth: accounts.auth, clock, payments, events });
  // This instance's rendered listing pages go at once; other instances' within their time
  // to live (SHARED_TTL_MS and SHARED_STALE_MS).
  await api.register(lifestyleRoutes, {
    db,
    auth: accounts.auth,
    changed: () => pages.changed(),
  });
  await api.register(mailRoutes, { db, events });
  await api.register(providersPlugin, {
    db,
    clock,
    staffAuth,
    auth: accounts.auth,
    providerAuth,
    events,
    payments,
    mailer: accounts.mailer,
    rateRules: accounts.rateRules,
    publicUrl: events.publicUrl,
    storage: accounts.storage,
  });
  await api.register(consultationRoutes, {
    db,
    clock,
    auth: accounts.auth,
    providerAuth,
    iceServers: options.iceServers ?? [],
    photos: ctx.chatPhotos,
    rateRules: accounts.rateRules,
    events,
    payments,
    absenceSweepMs: options.absenceSweepMs ?? ((options.subscriptionWorker ?? true) ? 60_000 : 0),
  });
  await api.register(pharmacyRoutes, { db, auth: accounts.auth });
  if (options.devOutbox) await api.register(devRoutes, { db });
  if (options.devClock) await api.register(devClockRoutes, { clock: options.devClock });
  const backOffice: AdminContext = {
    db,
    clock,
    staffAuth,
    mailer: accounts.mailer,
    rateRules: accounts.rateRules,
    payments,
    courier,
    pictures: accounts.storage,
    formFiles: ctx.formFiles,
    prescriptions: ctx.prescriptions,
    publicUrl: events.publicUrl,
    events,
    partners: {
      origins: options.partnerOrigins ?? [],
      webhooks: options.partnerWebhooks ?? new Map(),
    },
    // This instance's kept catalogue answers and pages go at once; other instances' within
    // their time to live (CATALOGUE_TTL_MS, and the rendered pages' own).
    catalogueChanged: () => {
      productsById.clear();
      similar.clear();
      searches.clear();
      lists.clear();
      pages.changed();
    },
  };
  await api.register((scope) => adminRoutes(scope, backOffice), { prefix: '/admin' });
  api.setNotFoundHandler((request, reply) => {
    void reply
      .status(404)
      .send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
