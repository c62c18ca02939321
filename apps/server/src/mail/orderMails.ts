import { asc, eq } from 'drizzle-orm';
import { deliverByFor, paiseToRupees, type ShippingType } from '@petverse/api/contract';
import type { MailOrder } from '@petverse/mail';
import type { Tx, Runner } from '../db/client';
import { users } from '../accounts/tables';
import { invoices } from '../invoices/tables';
import { orderItems, orders } from '../orders/tables';
import { paymentOrders } from '../payments/tables';
import { orderReturns } from '../returns/tables';
import { consultationAppointments } from '../services/tables';
import { issueCreditNote, issueInvoice, storedDocument } from '../invoices/invoices';
import { enqueue, recipientOf, type ShopEvents } from './queue';
import { consultationBooked } from './appointmentMails';

/** An order as its mails show it, with its buyer; null when it is gone. */
export async function mailOrder(tx: Runner, orderId: string) {
  const [row] = await tx
    .select({ order: orders, name: users.name, email: users.email, locale: users.locale })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const { order } = row;
  const mail: MailOrder = {
    id: order.id,
    items: lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      price: paiseToRupees(l.pricePaise),
    })),
    shippingType: order.shippingType,
    shippingPrice: paiseToRupees(order.shippingPaise),
    totalPrice: paiseToRupees(order.totalPaise),
    coupon: order.couponCode
      ? { code: order.couponCode, discount: paiseToRupees(order.discountPaise) }
      : null,
    paymentMethod: order.paymentMethod,
    address: order.address,
    deliverBy: deliverByFor(
      order.address.pincode,
      order.shippingType as ShippingType,
      new Date(order.createdAt),
    ),
  };
  return { row: order, mail, recipient: recipientOf(row) };
}

/**
 * An order was placed. A paid one is invoiced now, its invoice attached; a cash one is invoiced
 * when delivered. Its consultations are confirmed one by one, each with its reminder.
 */
export async function orderPlaced(ev: ShopEvents, tx: Tx, orderId: string): Promise<void> {
  const found = await mailOrder(tx, orderId);
  if (!found) return;
  const paid = found.row.paymentStatus === 'completed';
  const invoice = paid ? await issueInvoice(tx, orderId, ev.seller, ev.clock()) : null;
  await enqueue(ev, tx, {
    mail: { kind: 'order-placed', ...found.recipient, order: found.mail, invoice },
    ...(invoice ? { attach: { orderId, kind: 'invoice' as const } } : {}),
  });
  const consultations = await tx
    .select({ id: consultationAppointments.id })
    .from(consultationAppointments)
    .where(eq(consultationAppointments.orderId, orderId));
  for (const { id } of consultations) await consultationBooked(ev, tx, id);
}

/** A payment attempt failed (once per payment order: `markFailed` says whether it was news). */
export async function paymentFailed(
  ev: ShopEvents,
  tx: Runner,
  paymentOrderId: string,
): Promise<void> {
  const [row] = await tx
    .select({ po: paymentOrders, name: users.name, email: users.email, locale: users.locale })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(paymentOrders.id, paymentOrderId));
  // A grooming payment that failed books nothing: its page says so at once.
  if (!row || row.po.purpose !== 'cart') return;
  await enqueue(ev, tx, {
    mail: {
      kind: 'payment-failed',
      ...recipientOf(row),
      amount: paiseToRupees(row.po.amountPaise),
      reference: row.po.providerOrderId,
    },
  });
}

/**
 * Staff moved an order forward (to `status`, perhaps over steps: one mail, of where it is now), or
 * the courier's tracking did (out for delivery, delivered, returned to origin: issue 55).
 * A cash order is invoiced when delivered; the invoice goes with the confirmed and delivered mails.
 */
export async function orderAdvanced(
  ev: ShopEvents,
  tx: Tx,
  orderId: string,
  status: 'confirmed' | 'packed' | 'shipped' | 'out-for-delivery' | 'delivered' | 'rto',
): Promise<void> {
  const found = await mailOrder(tx, orderId);
  if (!found) return;
  let invoice = (await storedDocument(tx, orderId, 'invoice'))?.number ?? null;
  if (!invoice && status === 'delivered')
    invoice = await issueInvoice(tx, orderId, ev.seller, ev.clock());
  const attach = invoice && (status === 'confirmed' || status === 'delivered');
  await enqueue(ev, tx, {
    mail: {
      kind: 'order-status',
      ...found.recipient,
      order: found.mail,
      status,
      courier: found.row.courier,
      trackingNumber: found.row.trackingNumber,
      trackingUrl: found.row.trackingUrl,
      invoice: attach ? invoice : null,
    },
    ...(attach ? { attach: { orderId, kind: 'invoice' as const } } : {}),
  });
}

/**
 * An order was cancelled (by its buyer, by staff, or because it sold out while being paid): an
 * invoiced one gets a credit note, attached; the mail says what was refunded and when to expect it.
 * Its consultations' reminders go with it.
 */
export async function orderCancelled(
  ev: ShopEvents,
  tx: Tx,
  orderId: string,
  refund: { id: string; status: 'processed' | 'pending'; amountPaise?: number } | null,
  reason: string | null,
  subscriptionEnded = false,
): Promise<void> {
  const found = await mailOrder(tx, orderId);
  if (!found) return;
  const creditNote = await issueCreditNote(tx, orderId, ev.seller, ev.clock());
  await enqueue(ev, tx, {
    mail: {
      kind: 'order-cancelled',
      ...found.recipient,
      order: found.mail,
      refund: refund
        ? {
            id: refund.id,
            status: refund.status,
            // Less what was refunded before (a pharmacy line a pharmacist refused).
            amount:
              refund.amountPaise === undefined
                ? found.mail.totalPrice
                : paiseToRupees(refund.amountPaise),
          }
        : null,
      reason,
      creditNote,
      ...(subscriptionEnded ? { subscriptionEnded } : {}),
    },
    ...(creditNote ? { attach: { orderId, kind: 'credit-note' as const } } : {}),
  });
  const consultations = await tx
    .select({ id: consultationAppointments.id, job: consultationAppointments.reminderJobId })
    .from(consultationAppointments)
    .where(eq(consultationAppointments.orderId, orderId));
  for (const c of consultations) if (c.job) await ev.jobs.cancel(tx, 'mail', c.job);
}

/**
 * A return moved (requested, approved, rejected, picked up, received): its buyer hears of it; a
 * received one's mail says what was refunded and carries its credit note.
 */
export async function returnChanged(ev: ShopEvents, tx: Tx, returnId: string): Promise<void> {
  const [row] = await tx
    .select({
      ret: orderReturns,
      name: users.name,
      email: users.email,
      locale: users.locale,
      creditNote: invoices.number,
    })
    .from(orderReturns)
    .innerJoin(users, eq(users.id, orderReturns.userId))
    .leftJoin(invoices, eq(invoices.returnId, orderReturns.id))
    .where(eq(orderReturns.id, returnId));
  if (!row) return;
  const { ret } = row;
  const refund =
    ret.status === 'received' && ret.refundId && ret.refundStatus
      ? {
          id: ret.refundId,
          amount: paiseToRupees(ret.refundPaise),
          status: ret.refundStatus as 'processed' | 'pending',
        }
      : null;
  await enqueue(ev, tx, {
    mail: {
      kind: 'return-update',
      ...recipientOf(row),
      orderId: ret.orderId,
      status: ret.status as 'requested' | 'approved' | 'rejected' | 'picked-up' | 'received',
      lines: ret.lines.map((l) => ({ name: l.name, quantity: l.quantity })),
      rejection: ret.rejection,
      refund,
      shippingRefunded: ret.shippingRefunded,
      creditNote: row.creditNote,
    },
    ...(row.creditNote
      ? { attach: { orderId: ret.orderId, kind: 'credit-note' as const, returnId } }
      : {}),
  });
}
