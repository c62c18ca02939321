import { eq } from 'drizzle-orm';
import type { ShipmentState } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { orderStatusEvents, orders } from '../orders/tables';
import { orderAdvanced, type ShopEvents } from '../mail/events';
import type { TrackingEvent } from './courier';
import { shipmentEvents, shipments } from './tables';

/**
 * What a courier's status means to us (Shiprocket's status words; its ids beside them in its
 * documentation: 6 shipped, 42 picked up, 18 in transit, 17 out for delivery, 7 delivered,
 * 21 undelivered, 9 RTO initiated, 10 RTO delivered). A status not listed is kept, and changes
 * nothing.
 */
const STATES: Record<string, ShipmentState> = {
  'PICKED UP': 'in-transit',
  SHIPPED: 'in-transit',
  'IN TRANSIT': 'in-transit',
  'REACHED AT DESTINATION HUB': 'in-transit',
  'OUT FOR DELIVERY': 'out-for-delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'undelivered',
  'RTO INITIATED': 'rto',
  'RTO IN TRANSIT': 'rto',
  'RTO DELIVERED': 'rto',
};

/** The order's status a shipment's state moves it to; an undelivered attempt (NDR) moves none. */
const ORDER_STATUS: Partial<Record<ShipmentState, 'out-for-delivery' | 'delivered' | 'rto'>> = {
  'out-for-delivery': 'out-for-delivery',
  delivered: 'delivered',
  rto: 'rto',
};

/** Which order statuses each tracking step may move on from: never back, never past the end. */
const FROM: Record<'out-for-delivery' | 'delivered' | 'rto', readonly string[]> = {
  'out-for-delivery': ['shipped'],
  delivered: ['shipped', 'out-for-delivery'],
  rto: ['shipped', 'out-for-delivery'],
};

/** 'YYYY-MM-DD HH:mm:ss' is India's time (Shiprocket's way); anything else must carry its zone. */
export function eventTime(value: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  const at = local
    ? new Date(`${local[1]}T${local[2]}${local[3] ?? ':00'}+05:30`)
    : /(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())
      ? new Date(value)
      : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

export type TrackingOutcome =
  | { status: 'duplicate' }
  | { status: 'unknown-awb' }
  | { status: 'recorded'; state: ShipmentState | null; order: string | null };

/**
 * A tracking event from the courier's webhook, once (issue 55 item 3): recorded under its key
 * (AWB, status, time), so the same event posted again changes nothing; the shipment takes its
 * state (an undelivered attempt keeps the courier's reason: the NDR), and its order moves on to
 * out for delivery, delivered or returned to origin — forward only, with its timeline and its
 * buyer's mail, all in one transaction. A delivered cash order is invoiced (orderAdvanced).
 */
export async function trackingEvent(
  ctx: { db: Database; events: ShopEvents },
  event: TrackingEvent,
  at: Date,
): Promise<TrackingOutcome> {
  const courierStatus = event.current_status.trim().toUpperCase();
  const state = STATES[courierStatus] ?? null;
  return ctx.db.transaction(async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(eq(shipments.awb, event.awb))
      .for('update');
    if (!shipment) return { status: 'unknown-awb' };
    const fresh = await tx
      .insert(shipmentEvents)
      .values({
        key: `${event.awb}|${courierStatus}|${at.toISOString()}`,
        shipmentId: shipment.id,
        courierStatus,
        state,
        at,
        body: event,
      })
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    if (fresh.length === 0) return { status: 'duplicate' };
    // A late event (in transit, after delivered) is kept but moves nothing back.
    const ended = shipment.state === 'delivered' || shipment.state === 'rto';
    if (!state || ended) return { status: 'recorded', state, order: null };
    await tx
      .update(shipments)
      .set({
        state,
        ndrReason: state === 'undelivered' ? (event.reason?.slice(0, 300) ?? null) : null,
        updatedAt: at,
      })
      .where(eq(shipments.id, shipment.id));
    const next = ORDER_STATUS[state];
    if (!next) return { status: 'recorded', state, order: null };
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, shipment.orderId))
      .for('update');
    if (!order || !FROM[next].includes(order.status))
      return { status: 'recorded', state, order: null };
    await tx.update(orders).set({ status: next }).where(eq(orders.id, shipment.orderId));
    await tx.insert(orderStatusEvents).values({
      orderId: shipment.orderId,
      status: next,
      at,
      staffId: null,
      note: `${shipment.courierName}: ${event.current_status.trim()}`,
    });
    await orderAdvanced(ctx.events, tx, shipment.orderId, next);
    return { status: 'recorded', state, order: next };
  });
}
