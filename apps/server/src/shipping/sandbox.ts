import { randomInt } from 'node:crypto';
import type { Seller } from '../platform/seller';
import { CourierError, type Courier } from './courier';
import { drawLabels } from './label';

/** The sandbox's courier company, named on its labels and orders. */
export const SANDBOX_COURIER_NAME = 'Petverse Sandbox Courier';
/** Where a buyer follows a sandbox parcel: our own page of its tracking events (index.ts). */
export const SANDBOX_TRACKING_PATH = '/api/shipping/sandbox/track/';

/** Digits, as the aggregator's numeric ids are. */
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * Our own stand-in for the aggregator, on by default (like the payment sandbox): it answers the
 * same calls with ids and air waybills made here (`SBX…`, never a real courier's), draws its
 * labels itself (label.ts), and books pickups for the next day. Nothing leaves the shop; tracking
 * events come through the same signed webhook a real courier posts to.
 */
export function sandboxCourier({
  publicUrl,
  seller,
  clock,
}: {
  publicUrl: string;
  seller: Seller;
  clock: () => Date;
}): Courier {
  return {
    name: 'sandbox',
    async createShipment(request) {
      // What the aggregator checks before it accepts an order: a deliverable address.
      if (!/^[1-9]\d{5}$/.test(request.to.pincode))
        throw new CourierError(`Pincode ${request.to.pincode} is not serviceable.`);
      if (!/^\d{10}$/.test(request.to.phone.replace(/^(\+?91)/, '')))
        throw new CourierError('The delivery address needs a 10-digit phone number.');
      const providerShipmentId = digits(9);
      return { providerOrderId: digits(9), providerShipmentId };
    },
    async assignAwb(providerShipmentId) {
      if (!/^\d{9}$/.test(providerShipmentId))
        throw new CourierError(`Shipment ${providerShipmentId} is not known.`);
      return { awb: `SBX${digits(11)}`, courierName: SANDBOX_COURIER_NAME };
    },
    async labels(shipments) {
      return drawLabels(shipments, seller, clock());
    },
    async schedulePickup() {
      const tomorrow = new Date(clock().getTime() + 86_400_000);
      return { date: tomorrow.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }) };
    },
    trackingUrl(awb) {
      return `${publicUrl}${SANDBOX_TRACKING_PATH}${encodeURIComponent(awb)}`;
    },
  };
}
