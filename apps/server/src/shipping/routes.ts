import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc, eq } from 'drizzle-orm';
import { indiaDate, indiaDateTime } from '@petverse/mail';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../platform/errors';
import type { ShopEvents } from '../mail/events';
import { signaturesEqual } from '../payments/provider';
import { SIGNATURE_HEADER, trackingSignature, type Courier, type TrackingEvent } from './courier';
import { shipmentEvents, shipments } from './tables';
import { eventTime, trackingEvent } from './tracking';

export interface ShippingContext {
  db: Database;
  events: ShopEvents;
  courier: Courier | null;
  /** COURIER_WEBHOOK_SECRET (or the sandbox's, kept in the database): signs tracking webhooks. */
  webhookSecret: string;
}

/** A webhook's body as JSON, or why it is not a tracking event. */
function parseEvent(raw: Buffer): TrackingEvent {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const e = body as Partial<TrackingEvent> | null;
  if (
    !e ||
    typeof e !== 'object' ||
    typeof e.awb !== 'string' ||
    !/^[A-Za-z0-9-]{4,40}$/.test(e.awb)
  )
    throw badRequest('awb must be an air waybill number.');
  if (
    typeof e.current_status !== 'string' ||
    !e.current_status.trim() ||
    e.current_status.length > 60
  )
    throw badRequest('current_status must be the courier’s status.');
  if (typeof e.current_timestamp !== 'string')
    throw badRequest('current_timestamp must be the event’s time.');
  return e as TrackingEvent;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The courier's side of shipping (issue 55 item 3): its tracking webhook, signed with
 * COURIER_WEBHOOK_SECRET (HMAC-SHA256 of the raw body, hex, `x-courier-signature`) and taken once
 * per event; and the sandbox courier's tracking page, where a sandbox parcel's tracking link goes.
 */
export const shippingRoutes: FastifyPluginAsyncTypebox<ShippingContext> = async (app, ctx) => {
  // The signature is of the raw body: this scope keeps JSON bodies as bytes.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post('/shipping/webhook', async (request) => {
      const raw = request.body;
      const signature = request.headers[SIGNATURE_HEADER];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== 'string' ||
        !signaturesEqual(signature, trackingSignature(raw, ctx.webhookSecret))
      )
        throw badRequest('Invalid webhook signature');
      const event = parseEvent(raw);
      const at = eventTime(event.current_timestamp);
      if (!at) throw badRequest('current_timestamp must be the event’s time.');
      const outcome = await trackingEvent(ctx, event, at);
      // An air waybill that is not ours is answered 200 all the same: the courier must not retry it.
      return outcome;
    });
  });

  if (ctx.courier?.name === 'sandbox')
    app.get(
      '/shipping/sandbox/track/:awb',
      {
        schema: {
          params: Type.Object({
            awb: Type.String({ pattern: '^SBX[0-9]{11}$', errorMessage: 'No such parcel.' }),
          }),
        },
      },
      async (request, reply) => {
        const [shipment] = await ctx.db
          .select()
          .from(shipments)
          .where(eq(shipments.awb, request.params.awb));
        if (!shipment) throw notFound('No such parcel.');
        const events = await ctx.db
          .select()
          .from(shipmentEvents)
          .where(eq(shipmentEvents.shipmentId, shipment.id))
          .orderBy(asc(shipmentEvents.at));
        const rows = events
          .map(
            (e) =>
              `<li><time datetime="${new Date(e.at).toISOString()}">${indiaDateTime(new Date(e.at))}</time> — ${escapeHtml(e.courierStatus)}</li>`,
          )
          .join('');
        return reply
          .type('text/html; charset=utf-8')
          .header('X-Robots-Tag', 'noindex')
          .send(
            `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Parcel ${shipment.awb}</title><main><h1>Parcel ${shipment.awb}</h1><p>${escapeHtml(shipment.courierName)} (sandbox: not a real courier). Booked ${indiaDate(new Date(shipment.createdAt))}.</p><ol>${rows || '<li>No tracking events yet.</li>'}</ol></main></html>`,
          );
      },
    );
};
