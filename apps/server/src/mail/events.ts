import { variantNameSql } from '../catalogue/variants';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  appointmentStart,
  cartTotals,
  deliverByFor,
  subscriptionUnitPaise,
  type RenewalReason,
  formatClockTime,
  paiseToRupees,
  slotMinutes,
  type ShippingType,
} from '@petverse/api/contract';
// The free-delivery threshold (ADR 039): the shop's setting every pricing reads.
import { freeDeliveryFrom } from '../checkout/deliverySettings';
import type { Mail, MailAppointment, MailOrder } from '@petverse/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx, Runner } from '../db/client';
import { addresses, users } from '../accounts/tables';
import { products } from '../catalogue/tables';
import { invoices } from '../invoices/tables';
import { mailSent } from './tables';
import { orderItems, orders } from '../orders/tables';
import { paymentOrders } from '../payments/tables';
import { pets } from '../pets/tables';
import { orderReturns } from '../returns/tables';
import { consultationAppointments, groomingOrders, groomingPartners } from '../services/tables';
import { subscriptions } from '../subscriptions/tables';
import {
  documentFileName,
  documentPdf,
  issueCreditNote,
  issueInvoice,
  returnDocument,
  storedDocument,
} from '../invoices/invoices';
import type { Seller } from '../platform/seller';
import type { JobQueue } from '../platform/jobs';
import type { Mailer } from '../platform/mailer';
import { mailAddress, type MailAddress } from '../platform/mailAddress';
import type { SiteLocale } from '../platform/siteLocale';

/**
 * What happens around an order or an appointment besides the change itself (issue 32): its mail,
 * its tax invoice or credit note, its reminder. Each function runs in the transaction of the
 * change that causes it, so the job exists if and only if the change commits; the mail worker
 * (startMailWorker) renders and sends it later, retrying until the transport takes it.
 */
export interface ShopEvents {
  readonly jobs: JobQueue;
  readonly seller: Seller;
  /** The site's address, for links in mail (PUBLIC_URL). */
  readonly publicUrl: string;
  readonly clock: () => Date;
  /** The keyed hash that signs a user's one-click opt-out of reminders (accounts/auth.ts). */
  readonly sign: (value: string) => string;
}

/** What a mail job carries: the mail, and what must still hold when it is sent. */
export interface MailJob {
  mail: Mail;
  /** A document of the order to attach (a return's credit note by `returnId`), drawn as PDF when the mail is sent. */
  attach?: { orderId: string; kind: 'invoice' | 'credit-note'; returnId?: string };
  /** A reminder: sent only if its owner still wants reminders and the slot is still this one. */
  reminder?: {
    userId: string;
    appointment: 'grooming' | 'consultation';
    id: string;
    date: string;
    time: string;
  };
  /** A subscription's reminder: sent only if that delivery still stands (ADR 024). */
  subscription?: { id: string; date: string };
  /**
   * A domain's own condition (a pet's dose reminder): sent only if the check of that name, given
   * to the mail worker by the domain (`startMailWorker`'s `checks`), still says yes.
   */
  check?: { name: string; data: Record<string, string> };
}

/** A domain's condition on its queued mail: whether it should still go, read when it is due. */
export type MailCheck = (db: Database, data: Record<string, string>) => Promise<boolean>;

/** How long before the slot a reminder goes. */
export const REMINDER_HOURS_BEFORE = 24;

/**
 * Enqueues one mail in the caller's transaction; the job's id. The mail says in which language
 * it is written (issue 35): its recipient's account's, read with their row (`users.locale`), or
 * a registration's page's.
 */
async function enqueue(
  ev: ShopEvents,
  tx: Runner,
  job: MailJob & { mail: { locale: SiteLocale } },
  options: { startAfter?: Date } = {},
): Promise<string | null> {
  return ev.jobs.send(tx, 'mail', job, options);
}

/**
 * Enqueues one mail in the caller's transaction, for a domain that writes its own mails (the
 * providers' bookings): sent by the mail worker like every other, once, retried.
 */
export async function mailLater(
  ev: ShopEvents,
  tx: Runner,
  mail: MailJob['mail'] & { locale: SiteLocale },
  later: { check?: MailJob['check']; startAfter?: Date } = {},
): Promise<string | null> {
  const { check, startAfter } = later;
  return enqueue(ev, tx, { mail, ...(check ? { check } : {}) }, startAfter ? { startAfter } : {});
}

/** Who a mail goes to, in their language. */
type Recipient = { to: string; name: string; locale: SiteLocale };

/** The recipient of a row read with the buyer's name, address and language (`users.locale`). */
const recipientOf = (row: { email: string; name: string; locale: SiteLocale }): Recipient => ({
  to: row.email,
  name: row.name,
  locale: row.locale,
});

/** The signed address that turns a user's reminders off, as the mail's link and header give it. */
export function remindersOffUrl(ev: ShopEvents, userId: string): string {
  const token = ev.sign(`reminders-off:${userId}`);
  return `${ev.publicUrl}/api/mail/reminders-off?user=${userId}&token=${token}`;
}

async function userOf(tx: Runner, userId: string) {
  const [user] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** An order as its mails show it, with its buyer; null when it is gone. */
async function mailOrder(tx: Runner, orderId: string) {
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

/** Sign-up: the welcome mail. */
export async function welcomed(ev: ShopEvents, tx: Runner, userId: string): Promise<void> {
  const user = await userOf(tx, userId);
  if (user)
    await enqueue(ev, tx, {
      mail: { kind: 'welcome', to: user.email, name: user.name, locale: user.locale },
    });
}

/** A password changed (reset or changed while signed in): the owner is told. */
export async function passwordChanged(ev: ShopEvents, tx: Runner, userId: string): Promise<void> {
  const user = await userOf(tx, userId);
  if (!user) return;
  await enqueue(ev, tx, {
    mail: {
      kind: 'password-changed',
      to: user.email,
      locale: user.locale,
      name: user.name,
      at: ev.clock().toISOString(),
    },
  });
}

/**
 * A provider's registration arrived: its sender hears that it did, in the language of the page
 * they sent it from. `name` is '' when the form asks for none.
 */
export async function registrationReceived(
  ev: ShopEvents,
  tx: Runner,
  sender: { to: MailAddress; name: string; locale: SiteLocale },
  formTitle: string,
): Promise<void> {
  await enqueue(ev, tx, {
    mail: { kind: 'registration-received', ...sender, to: sender.to.address, formTitle },
  });
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

/**
 * A subscription's mail (ADR 024): the reminder of a delivery SUBSCRIPTION_REMINDER_DAYS ahead, at
 * today's subscription price capped by the agreed one; or a delivery skipped (out of stock, price
 * risen, payment refused…) with the next one's date. Nothing was charged for a skipped one.
 */
export async function subscriptionMail(
  ev: ShopEvents,
  tx: Runner,
  subscriptionId: string,
  what:
    | { kind: 'reminder'; date: string }
    | { kind: 'skipped'; date: string; next: string; reason: RenewalReason },
): Promise<void> {
  const [row] = await tx
    .select({
      sub: subscriptions,
      product: variantNameSql,
      pricePaise: products.pricePaise,
      name: users.name,
      email: users.email,
      locale: users.locale,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return;
  const today = subscriptionUnitPaise(row.pricePaise);
  const who = { ...recipientOf(row), product: row.product };
  if (what.kind === 'reminder') {
    const unit = Math.min(today, row.sub.unitPricePaise);
    const totals = cartTotals(
      [{ price: paiseToRupees(unit), quantity: row.sub.quantity }],
      row.sub.shippingType as ShippingType,
      await freeDeliveryFrom(tx),
    );
    await enqueue(ev, tx, {
      mail: {
        kind: 'subscription-reminder',
        ...who,
        quantity: row.sub.quantity,
        date: what.date,
        price: paiseToRupees(unit),
        total: totals.total,
      },
      subscription: { id: subscriptionId, date: what.date },
    });
    return;
  }
  if (what.reason === 'skipped') return;
  await enqueue(ev, tx, {
    mail: {
      kind: 'subscription-skipped',
      ...who,
      date: what.date,
      next: what.next,
      reason: what.reason,
      ...(what.reason === 'price-rose'
        ? { agreed: paiseToRupees(row.sub.unitPricePaise), price: paiseToRupees(today) }
        : {}),
    },
  });
}

/** A grooming appointment as its mails show it. */
async function groomingAppointment(tx: Runner, id: string) {
  const [row] = await tx
    .select({
      order: groomingOrders,
      partner: groomingPartners.name,
      pet: pets.name,
      city: addresses.city,
      street: addresses.street,
      name: users.name,
      email: users.email,
      locale: users.locale,
      phone: users.phone,
      partnerEmail: groomingPartners.email,
    })
    .from(groomingOrders)
    .innerJoin(groomingPartners, eq(groomingPartners.id, groomingOrders.partnerId))
    .innerJoin(users, eq(users.id, groomingOrders.userId))
    .leftJoin(pets, eq(pets.id, groomingOrders.petId))
    .leftJoin(addresses, eq(addresses.id, groomingOrders.addressId))
    .where(eq(groomingOrders.id, id));
  if (!row) return null;
  const appointment: MailAppointment = {
    date: row.order.appointmentDate,
    time: row.order.appointmentTime,
    provider: row.partner,
    service: row.order.serviceType,
    pet: row.pet ?? 'Your pet',
    price: paiseToRupees(row.order.pricePaise),
    ...(row.street ? { place: `${row.street}, ${row.city}` } : {}),
  };
  return {
    row: row.order,
    appointment,
    recipient: recipientOf(row),
    partner: { to: row.partnerEmail, name: row.partner, phone: row.phone },
  };
}

/** A time as mails take it, HH:MM: a consultation's '10:00 AM' slot becomes '10:00'. */
function clockTime(time: string): string {
  const minutes = slotMinutes(time);
  if (minutes === null) return time;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A consultation as its mails show it ('10:00 AM' slots become '10:00'). */
async function consultationAppointment(tx: Runner, id: string) {
  const [row] = await tx
    .select({
      c: consultationAppointments,
      name: users.name,
      email: users.email,
      locale: users.locale,
    })
    .from(consultationAppointments)
    .innerJoin(users, eq(users.id, consultationAppointments.userId))
    .where(eq(consultationAppointments.id, id));
  if (!row) return null;
  const appointment: MailAppointment = {
    date: row.c.selectedDate,
    time: clockTime(row.c.selectedTime),
    provider: row.c.doctorName,
    service: `${row.c.consultationMode} consultation`,
    pet: row.c.petName,
  };
  return { row: row.c, appointment, recipient: recipientOf(row) };
}

/**
 * Schedules an appointment's reminder REMINDER_HOURS_BEFORE its slot (none when the slot is
 * nearer than that: the booking's own mail is the reminder); the job's id.
 */
async function scheduleReminder(
  ev: ShopEvents,
  tx: Tx,
  kind: 'grooming' | 'consultation',
  id: string,
  userId: string,
  who: Recipient,
  appointment: MailAppointment,
): Promise<string | null> {
  const at = new Date(
    appointmentStart(appointment.date, appointment.time).getTime() -
      REMINDER_HOURS_BEFORE * 3_600_000,
  );
  if (at.getTime() <= ev.clock().getTime()) return null;
  return enqueue(
    ev,
    tx,
    {
      mail: {
        kind: 'appointment-reminder',
        ...who,
        appointment,
        unsubscribe: remindersOffUrl(ev, userId),
      },
      reminder: { userId, appointment: kind, id, date: appointment.date, time: appointment.time },
    },
    { startAfter: at },
  );
}

/** A grooming appointment was booked: its mail, and its reminder. */
export async function groomingBooked(ev: ShopEvents, tx: Tx, id: string): Promise<void> {
  const found = await groomingAppointment(tx, id);
  if (!found) return;
  const who = found.recipient;
  await enqueue(ev, tx, {
    mail: { kind: 'grooming-booked', ...who, appointment: found.appointment },
  });
  const job = await scheduleReminder(
    ev,
    tx,
    'grooming',
    id,
    found.row.userId,
    who,
    found.appointment,
  );
  await tx.update(groomingOrders).set({ reminderJobId: job }).where(eq(groomingOrders.id, id));
}

async function consultationBooked(ev: ShopEvents, tx: Tx, id: string): Promise<void> {
  const found = await consultationAppointment(tx, id);
  if (!found) return;
  const who = found.recipient;
  await enqueue(ev, tx, {
    mail: { kind: 'consultation-booked', ...who, appointment: found.appointment },
  });
  const job = await scheduleReminder(
    ev,
    tx,
    'consultation',
    id,
    found.row.userId,
    who,
    found.appointment,
  );
  await tx
    .update(consultationAppointments)
    .set({ reminderJobId: job })
    .where(eq(consultationAppointments.id, id));
}

/**
 * An appointment was moved or cancelled: its reminder is cancelled, and a moved one gets a new
 * one for its new slot. A move (`moved`: who moved it, from when) is mailed to the pet parent and,
 * for grooming, to the centre (issue 55 item 1).
 */
export async function appointmentChanged(
  ev: ShopEvents,
  tx: Tx,
  kind: 'grooming' | 'consultation',
  id: string,
  moved?: { by: 'shop' | 'pet-parent'; from: { date: string; time: string } },
): Promise<void> {
  const found =
    kind === 'grooming' ? await groomingAppointment(tx, id) : await consultationAppointment(tx, id);
  if (!found) return;
  if (moved) {
    const movedFrom = { ...moved.from, time: clockTime(moved.from.time) };
    await enqueue(ev, tx, {
      mail: {
        kind: 'appointment-moved',
        ...found.recipient,
        by: moved.by === 'shop' ? 'shop' : 'you',
        appointment: found.appointment,
        movedFrom,
      },
    });
    if ('partner' in found)
      await enqueue(ev, tx, {
        mail: {
          kind: 'partner-appointment-moved',
          to: found.partner.to,
          name: found.partner.name,
          by: moved.by,
          appointment: { ...found.appointment, provider: found.recipient.name },
          movedFrom,
          phone: found.partner.phone || null,
          // A centre's language is not known: its mails are in English, as its other mail.
          locale: 'en',
        },
      });
  }
  if (found.row.reminderJobId) await ev.jobs.cancel(tx, 'mail', found.row.reminderJobId);
  const active = found.row.status !== 'cancelled';
  const job = active
    ? await scheduleReminder(ev, tx, kind, id, found.row.userId, found.recipient, found.appointment)
    : null;
  if (kind === 'grooming')
    await tx.update(groomingOrders).set({ reminderJobId: job }).where(eq(groomingOrders.id, id));
  else
    await tx
      .update(consultationAppointments)
      .set({ reminderJobId: job })
      .where(eq(consultationAppointments.id, id));
}

/** Whether a reminder should still go: its owner wants reminders and the slot is unchanged. */
async function reminderStillDue(db: Database, reminder: NonNullable<MailJob['reminder']>) {
  const [user] = await db
    .select({ reminders: users.reminders })
    .from(users)
    .where(eq(users.id, reminder.userId));
  if (!user?.reminders) return false;
  if (reminder.appointment === 'grooming') {
    const [row] = await db
      .select({ id: groomingOrders.id })
      .from(groomingOrders)
      .where(
        and(
          eq(groomingOrders.id, reminder.id),
          ne(groomingOrders.status, 'cancelled'),
          eq(groomingOrders.appointmentDate, reminder.date),
          eq(groomingOrders.appointmentTime, reminder.time),
        ),
      );
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: consultationAppointments.id, time: consultationAppointments.selectedTime })
    .from(consultationAppointments)
    .where(
      and(
        eq(consultationAppointments.id, reminder.id),
        ne(consultationAppointments.status, 'cancelled'),
        eq(consultationAppointments.selectedDate, reminder.date),
      ),
    );
  return Boolean(row) && formatClockTime(reminder.time) === row!.time;
}

/**
 * Sends this instance's share of the queued mail: renders each job's template, draws its
 * attachment, and hands it to the transport; a throw (the SMTP server is away) retries the job
 * with backoff. Reminders check, when they are due, that they still should go.
 */
export async function startMailWorker(
  ev: ShopEvents,
  opts: {
    db: Database;
    mailer: Mailer;
    log: FastifyBaseLogger;
    /** The domains' conditions on their mail, by name (MailJob['check']). */
    checks?: Readonly<Record<string, MailCheck>>;
  },
): Promise<void> {
  const { db, mailer, log, checks = {} } = opts;
  await ev.jobs.work<MailJob>('mail', async (job) => {
    const { mail, attach, reminder, subscription, check } = job.data;
    // The job's key: pg-boss keeps a job's id across its retries (and an expired job's), so a
    // retry is the same mail, with the same Message-ID, and a mail handed to the transport once
    // is not handed again (issue 54 item 1).
    const key = `mail:${job.id}`;
    const [sent] = await db
      .select({ messageId: mailSent.messageId })
      .from(mailSent)
      .where(eq(mailSent.key, key));
    if (sent) {
      log.info({ job: job.id, messageId: sent.messageId }, 'mail already sent: not sent again');
      return;
    }
    // Every address was checked where it was taken; one that was not (a row older than the
    // rule) is never sent, nor retried: it would fail the same way each time.
    const to = mailAddress(mail.to, mail.name);
    if (!to) {
      log.warn({ job: job.id, kind: mail.kind }, 'mail not sent: its address is not one we mail');
      return;
    }
    if (reminder && !(await reminderStillDue(db, reminder))) {
      log.info({ job: job.id }, 'reminder not sent: turned off, cancelled or moved');
      return;
    }
    if (check) {
      const stillDue = checks[check.name];
      if (!stillDue || !(await stillDue(db, check.data))) {
        log.info(
          { job: job.id, check: check.name },
          'mail not sent: its condition no longer holds',
        );
        return;
      }
    }
    if (subscription) {
      const [still] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.nextDate, subscription.date),
          ),
        );
      if (!still) {
        log.info(
          { job: job.id },
          'subscription reminder not sent: skipped, moved, paused or cancelled',
        );
        return;
      }
    }
    // React Email and its HTML-to-text load with the first mail sent, not at start (issue 33
    // item 6).
    const { isReminder, renderMail } = await import('@petverse/mail');
    const rendered = await renderMail(mail, { url: ev.publicUrl });
    const document = attach?.returnId
      ? await returnDocument(db, attach.returnId)
      : attach
        ? await storedDocument(db, attach.orderId, attach.kind)
        : null;
    const messageId = `<${job.id}@${messageIdHost(ev.publicUrl)}>`;
    await mailer.send(
      {
        to,
        messageId,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        ...(document
          ? {
              attachments: [
                {
                  filename: documentFileName(document),
                  content: await documentPdf(document),
                  contentType: 'application/pdf',
                },
              ],
            }
          : {}),
        ...(isReminder(mail)
          ? {
              headers: {
                'List-Unsubscribe': `<${mail.unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      },
      log,
    );
    // Recorded once the transport took it. Should this fail (the database went away just
    // now), the job is retried and the mail goes again with the same Message-ID, which a
    // receiving server or mail client takes as the same message.
    await db.insert(mailSent).values({ key, messageId }).onConflictDoNothing();
  });
}

/** The host a Message-ID names: PUBLIC_URL's, so ids are ours and unique to this shop. */
const messageIdHost = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname || 'petverse.local';
  } catch {
    return 'petverse.local';
  }
};
