import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import {
  SHIPMENT_BATCH_LIMIT,
  type BookShipmentsResponse,
  type LabelsResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../platform/errors';
import type { ShopEvents } from '../mail/events';
import { idParams } from '../platform/schemas';
import { staffOf, type StaffAuth } from '../staff/staff';
import { batchSummary, bookShipments, labelUrl, type MayShip } from './booking';
import type { Courier } from './courier';
import { reprintLabels } from './reprint';
import { shipmentLabels } from './tables';

/** What the shipping domain's back-office routes need of the back office's context. */
export interface ShippingAdminContext {
  db: Database;
  clock: () => Date;
  staffAuth: StaffAuth;
  events: ShopEvents;
  /** The courier that books shipments; null when none is set up (production without one). */
  courier: Courier | null;
  /** The back office's rule of which orders may become shipped now. */
  mayShip: MayShip;
}

/** Said when no courier is set up (ADR 038): staff still ship by hand, typing the courier. */
export const NO_COURIER =
  'No courier is set up: set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or COURIER=sandbox. Ship by hand from the order’s page meanwhile.';

const booking = Type.Object(
  {
    orderIds: Type.Array(
      Type.String({ format: 'uuid', errorMessage: 'Each of orderIds must be an order’s id.' }),
      {
        minItems: 1,
        maxItems: SHIPMENT_BATCH_LIMIT,
        uniqueItems: true,
        errorMessage: `orderIds must list 1 to ${SHIPMENT_BATCH_LIMIT} different orders.`,
      },
    ),
  },
  { errorMessage: { required: { orderIds: 'orderIds is required.' } } },
);

/**
 * Booking a courier for orders (issue 55 item 3), for staff with the orders area: each order's
 * shipment is created at the courier and the order shipped, its failure said beside the others'
 * successes; and the batch's labels, one PDF, for the same staff only.
 */
export const shippingAdminRoutes: FastifyPluginAsyncTypebox<ShippingAdminContext> = async (
  app,
  ctx,
) => {
  const operations = ctx.staffAuth.requireStaff('orders');

  app.post(
    '/orders/shipments',
    { onRequest: operations, schema: { body: booking } },
    async (request): Promise<BookShipmentsResponse> => {
      const who = staffOf(request);
      const courier = ctx.courier;
      if (!courier) throw new HttpError(409, NO_COURIER);
      const { results, labelId } = await bookShipments(
        { ...ctx, courier },
        who,
        request.body.orderIds,
        request.log,
      );
      return {
        results,
        labelUrl: labelId ? labelUrl(labelId) : null,
        message: batchSummary(results),
      };
    },
  );

  app.post(
    '/orders/shipments/labels',
    { onRequest: operations, schema: { body: booking } },
    async (request): Promise<LabelsResponse> => {
      const courier = ctx.courier;
      if (!courier) throw new HttpError(409, NO_COURIER);
      const { results, labelId } = await reprintLabels(
        { db: ctx.db, courier },
        staffOf(request),
        request.body.orderIds,
        request.log,
      );
      return { results, labelUrl: labelId ? labelUrl(labelId) : null };
    },
  );

  app.get(
    '/orders/shipments/labels/:id',
    { onRequest: operations, schema: { params: idParams } },
    async (request, reply) => {
      const [label] = await ctx.db
        .select({ pdf: shipmentLabels.pdf, createdAt: shipmentLabels.createdAt })
        .from(shipmentLabels)
        .where(eq(shipmentLabels.id, request.params.id));
      if (!label) throw notFound('No such labels.');
      const day = new Date(label.createdAt).toISOString().slice(0, 10);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="petverse-labels-${day}.pdf"`)
        .send(label.pdf);
    },
  );
};
