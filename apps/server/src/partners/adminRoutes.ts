import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { desc, eq } from 'drizzle-orm';
import {
  PARTNER_DELIVERIES_LIMIT,
  type PartnerDeliveriesResponse,
  type PartnerDelivery,
  type PartnerDeliveryEvent,
  type PartnerDeliveryResponse,
  type PartnerDeliveryStatus,
  type PartnersResponse,
} from '@petverse/api/contract';
import { HttpError, notFound } from '../platform/errors';
import { idParams } from '../platform/schemas';
import { audit, staffOf, type StaffAuth } from '../staff/staff';
import type { JobQueue } from '../platform/jobs';
import type { Database } from '../db/client';
import type { ShopEvents } from '../mail/events';
import { newDelivery, type PartnerWebhook } from './webhooks';
import { partnerDeliveries } from './tables';

type Row = typeof partnerDeliveries.$inferSelect;
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** When a pending delivery's next attempt is due: its queued job's start (null while it runs). */
async function nextAttempt(jobs: JobQueue, row: Row): Promise<string | null> {
  if (row.status !== 'pending' || !row.jobId) return null;
  const job = await jobs.job('webhook', row.jobId);
  return job && (job.state === 'created' || job.state === 'retry') ? iso(job.startAfter) : null;
}

async function toDelivery(jobs: JobQueue, row: Row): Promise<PartnerDelivery> {
  return {
    _id: row.id,
    event: row.event as PartnerDeliveryEvent,
    submissionId: row.submissionId,
    status: row.status as PartnerDeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
    nextAttemptAt: await nextAttempt(jobs, row),
    createdAt: iso(row.createdAt)!,
  };
}

const originSchema = Type.String({
  minLength: 1,
  maxLength: 200,
  errorMessage: 'origin must name a partner site, such as https://www.happypaws.in.',
});

/**
 * The partner sites' webhook deliveries (issue 58 item 9), for partnerships staff and owners:
 * each partner and its webhook, its last deliveries, resending one (the same id, so the partner
 * keeps one copy) and sending a test event. Both changes are on the audit log.
 */
/** What the partners' back-office routes need of the back office's context. */
export interface PartnerAdminContext {
  db: Database;
  staffAuth: StaffAuth;
  events: ShopEvents;
  partners: { origins: readonly string[]; webhooks: ReadonlyMap<string, PartnerWebhook> };
}

export const partnerRoutes: FastifyPluginAsyncTypebox<PartnerAdminContext> = async (app, ctx) => {
  const { db, staffAuth, events, partners } = ctx;
  const { jobs } = events;
  const partnerships = staffAuth.requireStaff('registrations');
  /** The partner named by `origin`, refused with 404 when it is not one. */
  const partnerOf = (origin: string) => {
    const known = partners.origins.find((o) => o === origin.trim().replace(/\/+$/, ''));
    if (!known) throw notFound(`${origin} is not a partner site.`);
    return { origin: known, webhookUrl: partners.webhooks.get(known)?.url ?? null };
  };
  const withWebhook = (origin: string) => {
    const partner = partnerOf(origin);
    if (!partner.webhookUrl)
      throw new HttpError(
        409,
        `${partner.origin} has no webhook: the operator sets one in PARTNER_WEBHOOKS.`,
      );
    return partner;
  };

  app.get('/partners', { onRequest: partnerships }, async (): Promise<PartnersResponse> => ({
    partners: partners.origins.map((origin) => ({
      origin,
      webhookUrl: partners.webhooks.get(origin)?.url ?? null,
    })),
  }));

  app.get(
    '/partners/deliveries',
    {
      onRequest: partnerships,
      schema: {
        querystring: Type.Object({
          origin: originSchema,
          limit: Type.Integer({
            minimum: 1,
            maximum: PARTNER_DELIVERIES_LIMIT,
            default: 20,
            errorMessage: `limit must be a whole number from 1 to ${PARTNER_DELIVERIES_LIMIT}.`,
          }),
        }),
      },
    },
    async (request): Promise<PartnerDeliveriesResponse> => {
      const partner = partnerOf(request.query.origin);
      const rows = await db
        .select()
        .from(partnerDeliveries)
        .where(eq(partnerDeliveries.partnerOrigin, partner.origin))
        .orderBy(desc(partnerDeliveries.createdAt), desc(partnerDeliveries.id))
        .limit(request.query.limit);
      return {
        ...partner,
        deliveries: await Promise.all(rows.map((row) => toDelivery(jobs, row))),
      };
    },
  );

  app.post(
    '/partners/deliveries/:id/resend',
    { onRequest: partnerships, schema: { params: idParams } },
    async (request, reply): Promise<PartnerDeliveryResponse> => {
      const who = staffOf(request);
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(partnerDeliveries)
          .where(eq(partnerDeliveries.id, request.params.id))
          .for('update');
        if (!found) throw notFound('Delivery not found');
        withWebhook(found.partnerOrigin);
        // A retry still waiting is replaced by this attempt, not added to it.
        if (found.jobId) await jobs.cancel(tx, 'webhook', found.jobId);
        const jobId = await jobs.send(tx, 'webhook', { deliveryId: found.id });
        const [updated] = await tx
          .update(partnerDeliveries)
          .set({ status: 'pending', jobId })
          .where(eq(partnerDeliveries.id, found.id))
          .returning();
        await audit(tx, who, {
          action: 'partner.delivery-resend',
          targetType: 'partner_delivery',
          targetId: found.id,
          before: { status: found.status, attempts: found.attempts },
          after: { origin: found.partnerOrigin, event: found.event },
        });
        return updated!;
      });
      void reply.status(202);
      return {
        delivery: await toDelivery(jobs, row),
        message: `Sending it again to ${row.partnerOrigin}, with the same id.`,
      };
    },
  );

  app.post(
    '/partners/test',
    { onRequest: partnerships, schema: { body: Type.Object({ origin: originSchema }) } },
    async (request, reply): Promise<PartnerDeliveryResponse> => {
      const who = staffOf(request);
      const { origin } = withWebhook(request.body.origin);
      const row = await db.transaction(async (tx) => {
        const made = await newDelivery(jobs, tx, { origin, event: 'webhook.test' });
        await audit(tx, who, {
          action: 'partner.delivery-test',
          targetType: 'partner_delivery',
          targetId: made.id,
          after: { origin, event: made.event },
        });
        return made;
      });
      void reply.status(202);
      return {
        delivery: await toDelivery(jobs, row),
        message: `A test event is on its way to ${origin}.`,
      };
    },
  );
};
