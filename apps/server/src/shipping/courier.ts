import { createHmac } from 'node:crypto';
import type { PostalAddress } from '@petverse/api/contract';

/*
 * A courier behind an Indian shipping aggregator's protocol (Shiprocket's public API is the
 * reference, ADR 038): an order is created at the aggregator (its order and shipment ids), an air
 * waybill is assigned (the AWB: the tracking number, and the courier company that carries it),
 * labels are drawn for many shipments as one PDF, a pickup is booked, and tracking events come
 * back by webhook. Two implementations: `shiprocket` (credentials from the environment) and
 * `sandbox` (the default: answers the same calls itself, nothing leaves the shop).
 */

/** What the aggregator needs to ship one of our orders. */
export interface ShipmentRequest {
  /** Our order's id: the aggregator's `order_id` (our reference), and what its webhook names. */
  orderId: string;
  orderDate: Date;
  to: PostalAddress;
  items: { name: string; sku: string; units: number; sellingPrice: number }[];
  /** Cash to collect on delivery (rupees); 0 for a prepaid order. */
  codAmount: number;
  /** Rupees: what the parcel is worth. */
  subTotal: number;
  /** The parcel: kilograms and centimetres. */
  weightKg: number;
  dimensionsCm: { length: number; breadth: number; height: number };
}

/** A shipment as the aggregator knows it, once booked. */
export interface BookedShipment {
  request: ShipmentRequest;
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierName: string;
}

export interface Courier {
  readonly name: 'sandbox' | 'shiprocket';
  /** Creates the order and its shipment at the aggregator (`POST orders/create/adhoc`). */
  createShipment(
    request: ShipmentRequest,
  ): Promise<{ providerOrderId: string; providerShipmentId: string }>;
  /** Assigns an air waybill (`POST courier/assign/awb`): the tracking number and its courier. */
  assignAwb(providerShipmentId: string): Promise<{ awb: string; courierName: string }>;
  /** Every shipment's label, one page each, as one PDF (`POST courier/generate/label`). */
  labels(shipments: readonly BookedShipment[]): Promise<Buffer>;
  /** Books the courier's pickup of these shipments (`POST courier/generate/pickup`): its day. */
  schedulePickup(providerShipmentIds: readonly string[]): Promise<{ date: string | null }>;
  /** Where a buyer follows the parcel. */
  trackingUrl(awb: string): string;
}

/** The aggregator refused or did not answer; `message` says why, for the staff member's summary. */
export class CourierError extends Error {}

/**
 * The signature of a tracking webhook: HMAC-SHA256 of the raw body with COURIER_WEBHOOK_SECRET,
 * hex, in the `x-courier-signature` header.
 */
export const trackingSignature = (rawBody: Buffer | string, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export const SIGNATURE_HEADER = 'x-courier-signature';

/**
 * A tracking event as the aggregator posts it (Shiprocket's webhook body, the fields we read):
 * the air waybill, the courier's status in words and its id, when, and our order's id.
 */
export interface TrackingEvent {
  awb: string;
  current_status: string;
  current_status_id?: number;
  /** 'YYYY-MM-DD HH:mm:ss' in India's time, as Shiprocket writes it, or ISO 8601. */
  current_timestamp: string;
  order_id?: string;
  courier_name?: string;
  /** The courier's reason for a failed attempt (an NDR). */
  reason?: string;
  scans?: { date: string; activity: string; location?: string }[];
}
