import { and, asc, eq, sql } from 'drizzle-orm';
import { paiseToRupees, shortId, type ShipmentResult } from '@petverse/api/contract';
import type { Database, Tx } from '../db/client';
import { products } from '../catalogue/tables';
import { orderItems, orderStatusEvents, orders } from '../orders/tables';
import { orderAdvanced, type ShopEvents } from '../mail/events';
import { audit, type SignedInStaff } from '../staff/staff';
import { CourierError, type BookedShipment, type Courier, type ShipmentRequest } from './courier';
import { shipmentLabels, shipments } from './tables';

/** The back office's rule of which orders may become shipped now (orders/adminRoutes.ts). */
export type MayShip = (tx: Tx | Database, order: typeof orders.$inferSelect) => Promise<boolean>;

/** A unit's weight and the parcel's size where the catalogue has none (issue 55 item 2). */
const GRAMS_PER_UNIT = 500;
const PARCEL_CM = { length: 25, breadth: 20, height: 10 };

export interface BookingContext {
  db: Database;
  courier: Courier;
  events: ShopEvents;
  clock: () => Date;
  mayShip: MayShip;
}

/** Where the batch's label PDF is read (adminRoutes.ts). */
export const labelUrl = (labelId: string) => `/api/admin/orders/shipments/labels/${labelId}`;

/** Why an order cannot be booked now, or null when it can. */
async function refusal(ctx: BookingContext, tx: Tx | Database, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { order: null, why: 'Order not found.' };
  const [booked] = await tx
    .select({ awb: shipments.awb })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  if (booked) return { order, why: `A courier is already booked (AWB ${booked.awb}).` };
  if (!(await ctx.mayShip(tx, order)))
    return { order, why: `An order that is ${order.status} cannot become shipped.` };
  return { order, why: null };
}

export async function requestOf(
  tx: Tx | Database,
  order: typeof orders.$inferSelect,
): Promise<ShipmentRequest> {
  const lines = await tx
    .select({
      line: orderItems,
      sku: products.sku,
      grams: products.weightGrams,
      length: products.lengthCm,
      width: products.widthCm,
      height: products.heightCm,
    })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(orderItems.itemType, 'product'), sql`${orderItems.itemId} = ${products.id}::text`),
    )
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const goods = lines.filter((l) => l.line.itemType !== 'booking');
  // Each product's own weight and SKU where the catalogue has them; the biggest box it names.
  const grams = goods.reduce((n, l) => n + l.line.quantity * (l.grams ?? GRAMS_PER_UNIT), 0);
  const boxes = goods.flatMap((l) =>
    l.length && l.width && l.height
      ? [{ length: l.length, breadth: l.width, height: l.height }]
      : [],
  );
  const box = boxes.length
    ? boxes.reduce((a, b) =>
        a.length * a.breadth * a.height >= b.length * b.breadth * b.height ? a : b,
      )
    : PARCEL_CM;
  const cash = order.paymentMethod === 'Cash on Delivery' && order.paymentStatus === 'pending';
  return {
    orderId: order.id,
    orderDate: new Date(order.createdAt),
    to: order.address,
    items: goods.map(({ line: l, sku }) => ({
      name: l.name,
      sku: sku ?? l.itemId,
      units: l.quantity,
      sellingPrice: paiseToRupees(l.pricePaise),
    })),
    codAmount: cash ? paiseToRupees(order.totalPaise) : 0,
    subTotal: paiseToRupees(order.totalPaise),
    weightKg: Math.max(0.5, Math.round(grams / 100) / 10),
    dimensionsCm: box,
  };
}

/** A courier's refusal in words; anything else is ours and stays in the log. */
const said = (err: unknown) =>
  err instanceof CourierError ? err.message : 'The courier could not be booked. Try again.';

/**
 * The shipments' labels as one PDF, kept for staff to read (`labelUrl`); its id. When the courier
 * cannot draw them, every shipment leaves `booked` for `failed` with the reason, and the id is null.
 */
export async function printLabels(
  { db, courier }: { db: Database; courier: Courier },
  who: SignedInStaff,
  booked: BookedShipment[],
  failed: Map<string, string>,
  log: { error: (object: object, message: string) => void },
): Promise<string | null> {
  if (booked.length === 0) return null;
  try {
    const pdf = await courier.labels(booked);
    const [label] = await db
      .insert(shipmentLabels)
      .values({ pdf, shipments: booked.length, staffId: who.id })
      .returning({ id: shipmentLabels.id });
    return label!.id;
  } catch (err) {
    if (!(err instanceof CourierError)) log.error({ err }, 'printing the labels failed');
    for (const s of booked.splice(0)) failed.set(s.request.orderId, said(err));
    return null;
  }
}

/**
 * Books a courier for each order (issue 55 item 3): each shipment is created and given its air
 * waybill at the aggregator, all of them get one label PDF and one pickup, then each order becomes
 * shipped — in its own transaction, with its timeline, its audit entry and its buyer's mail — so
 * one order's failure (cancelled meanwhile, an address the courier refuses) stops no other.
 * Answers one result per order asked for, in the order asked, and the label's id.
 */
export async function bookShipments(
  ctx: BookingContext,
  who: SignedInStaff,
  orderIds: readonly string[],
  log: { error: (object: object, message: string) => void },
): Promise<{ results: ShipmentResult[]; labelId: string | null }> {
  const { db, courier } = ctx;
  const failed = new Map<string, string>();
  const booked: BookedShipment[] = [];
  for (const orderId of orderIds) {
    const { order, why } = await refusal(ctx, db, orderId);
    if (why || !order) {
      failed.set(orderId, why ?? 'Order not found.');
      continue;
    }
    try {
      const request = await requestOf(db, order);
      const created = await courier.createShipment(request);
      const awb = await courier.assignAwb(created.providerShipmentId);
      booked.push({ request, ...created, ...awb });
    } catch (err) {
      if (!(err instanceof CourierError)) log.error({ err, orderId }, 'booking a courier failed');
      failed.set(orderId, said(err));
    }
  }
  const labelId = await printLabels({ db, courier }, who, booked, failed, log);
  let pickupDate: string | null = null;
  if (booked.length > 0) {
    // A pickup the courier did not take is said on the timeline; the labels are printed anyway.
    pickupDate = await courier
      .schedulePickup(booked.map((s) => s.providerShipmentId))
      .then((pickup) => pickup.date)
      .catch((err: unknown) => {
        log.error({ err }, 'booking the pickup failed');
        return null;
      });
  }
  const done = new Map<string, ShipmentResult>();
  for (const shipment of booked) {
    const orderId = shipment.request.orderId;
    try {
      const trackingUrl = courier.trackingUrl(shipment.awb);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        const { why } = await refusal(ctx, tx, orderId);
        if (why || !locked) throw new CourierError(why ?? 'Order not found.');
        await shipped(ctx, tx, who, locked, shipment, { trackingUrl, labelId, pickupDate });
      });
      done.set(orderId, {
        orderId,
        ok: true,
        awb: shipment.awb,
        courier: shipment.courierName,
        labelUrl: labelUrl(labelId!),
        trackingUrl,
      });
    } catch (err) {
      if (!(err instanceof CourierError)) log.error({ err, orderId }, 'shipping an order failed');
      failed.set(orderId, said(err));
    }
  }
  const results = orderIds.map(
    (orderId): ShipmentResult =>
      done.get(orderId) ?? {
        orderId,
        ok: false,
        message: failed.get(orderId) ?? 'Order not found.',
      },
  );
  return { results, labelId: done.size > 0 ? labelId : null };
}

/** An order's change to shipped with its booked courier, in the caller's transaction. */
async function shipped(
  ctx: BookingContext,
  tx: Tx,
  who: SignedInStaff,
  order: typeof orders.$inferSelect,
  s: BookedShipment,
  more: { trackingUrl: string; labelId: string | null; pickupDate: string | null },
) {
  const courier = s.courierName;
  await tx.insert(shipments).values({
    orderId: order.id,
    provider: ctx.courier.name,
    providerOrderId: s.providerOrderId,
    providerShipmentId: s.providerShipmentId,
    awb: s.awb,
    courierName: courier,
    trackingUrl: more.trackingUrl,
    labelId: more.labelId,
    pickupDate: more.pickupDate,
  });
  await tx
    .update(orders)
    .set({
      status: 'shipped',
      courier,
      trackingNumber: s.awb,
      trackingUrl: more.trackingUrl,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    status: 'shipped',
    at: ctx.clock(),
    staffId: who.id,
    note: `${courier}, tracking number ${s.awb}${more.pickupDate ? `, pickup ${more.pickupDate}` : ', pickup not booked'}`,
  });
  await audit(tx, who, {
    action: 'order.shipment',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: {
      status: 'shipped',
      courier,
      trackingNumber: s.awb,
      provider: ctx.courier.name,
      pickupDate: more.pickupDate,
    },
  });
  await orderAdvanced(ctx.events, tx, order.id, 'shipped');
}

/** A summary of a batch: '12 booked, 1 failed: #1a2b3c4d An order that is cancelled…'. */
export function batchSummary(results: readonly ShipmentResult[]): string {
  const failures = results.filter((r) => !r.ok);
  const head = `${results.length - failures.length} booked, ${failures.length} failed`;
  if (failures.length === 0) return `${head}.`;
  return `${head}: ${failures.map((f) => `#${shortId(f.orderId)} ${f.ok ? '' : f.message}`).join('; ')}`;
}
