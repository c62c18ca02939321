import { eq, inArray } from 'drizzle-orm';
import type { LabelsResult } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { orders } from '../orders/tables';
import type { SignedInStaff } from '../staff/staff';
import { printLabels, requestOf } from './booking';
import type { BookedShipment, Courier } from './courier';
import { shipments } from './tables';

/**
 * The labels of orders already booked, again, as one PDF (issue 55 item 4: "print labels" for a
 * selection, a lost or jammed print): the courier draws them from its shipments (Shiprocket's
 * `generate/label` takes shipments already labelled). An order without a booked courier is said.
 */
export async function reprintLabels(
  { db, courier }: { db: Database; courier: Courier },
  who: SignedInStaff,
  orderIds: readonly string[],
  log: { error: (object: object, message: string) => void },
): Promise<{ results: LabelsResult[]; labelId: string | null }> {
  const rows = await db
    .select({ order: orders, shipment: shipments })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(inArray(orders.id, [...orderIds]));
  const failed = new Map<string, string>();
  const booked: BookedShipment[] = [];
  for (const orderId of orderIds) {
    const row = rows.find((r) => r.order.id === orderId);
    if (!row) failed.set(orderId, 'Order not found.');
    else if (!row.shipment) failed.set(orderId, 'No courier is booked for this order.');
    else if (row.shipment.provider !== courier.name)
      failed.set(orderId, `It was booked with the ${row.shipment.provider} courier, not this one.`);
    else
      booked.push({
        request: await requestOf(db, row.order),
        providerOrderId: row.shipment.providerOrderId,
        providerShipmentId: row.shipment.providerShipmentId,
        awb: row.shipment.awb,
        courierName: row.shipment.courierName,
      });
  }
  const labelId = await printLabels({ db, courier }, who, booked, failed, log);
  return {
    results: orderIds.map((orderId) => {
      const why = failed.get(orderId);
      return why ? { orderId, ok: false, message: why } : { orderId, ok: true };
    }),
    labelId,
  };
}
