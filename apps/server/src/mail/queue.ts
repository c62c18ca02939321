import { eq } from 'drizzle-orm';
import type { Mail } from '@petverse/mail';
import type { Database, Runner } from '../db/client';
import { users } from '../accounts/tables';
import type { Seller } from '../platform/seller';
import type { JobQueue } from '../platform/jobs';
import type { SiteLocale } from '../platform/siteLocale';

// What every mail of the shop shares: the events' context, a mail job, and enqueueing one in the
// caller's transaction to a recipient in their language (events.ts is the room's public file).
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
export async function enqueue(
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
export type Recipient = { to: string; name: string; locale: SiteLocale };

/** The recipient of a row read with the buyer's name, address and language (`users.locale`). */
export const recipientOf = (row: {
  email: string;
  name: string;
  locale: SiteLocale;
}): Recipient => ({
  to: row.email,
  name: row.name,
  locale: row.locale,
});

/** The signed address that turns a user's reminders off, as the mail's link and header give it. */
export function remindersOffUrl(ev: ShopEvents, userId: string): string {
  const token = ev.sign(`reminders-off:${userId}`);
  return `${ev.publicUrl}/api/mail/reminders-off?user=${userId}&token=${token}`;
}

export async function userOf(tx: Runner, userId: string) {
  const [user] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
