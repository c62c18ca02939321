/*
 * Couriers (issue 55 item 3, ADR 038): staff book a courier for orders, which creates shipments
 * at a shipping aggregator (Shiprocket's protocol, or our sandbox that answers the same way), prints
 * their labels as one PDF and marks the orders shipped; the courier's tracking webhook then moves
 * them to out for delivery, delivered or returned to origin.
 */

/** POST /admin/orders/shipments: the orders to book a courier for (at most SHIPMENT_BATCH_LIMIT). */
export interface BookShipmentsPayload {
  orderIds: string[];
}

/** At most this many orders are booked in one call (the morning's orders, with room to spare). */
export const SHIPMENT_BATCH_LIMIT = 100;

/** One order's booking: its air waybill and the batch's label PDF, or why it was not booked. */
export type ShipmentResult =
  | {
      orderId: string;
      ok: true;
      /** The courier's air waybill number: the order's tracking number. */
      awb: string;
      /** The courier company that carries it (the order's courier). */
      courier: string;
      /** The batch's labels, one PDF (GET, with the staff session's token). */
      labelUrl: string;
      trackingUrl: string;
    }
  | { orderId: string; ok: false; message: string };

export interface BookShipmentsResponse {
  /** One per order asked for, in the order asked. */
  results: ShipmentResult[];
  /** The batch's labels in one PDF; null when no order was booked. */
  labelUrl: string | null;
  /** 'n booked, m failed', for a summary. */
  message: string;
}

/** One order's label in a reprint: in the batch's PDF, or why not (no courier booked). */
export type LabelsResult =
  { orderId: string; ok: true } | { orderId: string; ok: false; message: string };

/** POST /admin/orders/shipments/labels { orderIds }: booked orders' labels again, as one PDF. */
export interface LabelsResponse {
  results: LabelsResult[];
  /** The PDF; null when no order had a label. */
  labelUrl: string | null;
}

/**
 * What a courier's tracking says of a shipment, as we keep it: on its way (picked up, in transit),
 * out for delivery, delivered, not delivered (an NDR: the courier tried and failed), or returned to
 * origin (RTO).
 */
export type ShipmentState =
  'booked' | 'in-transit' | 'out-for-delivery' | 'delivered' | 'undelivered' | 'rto';
