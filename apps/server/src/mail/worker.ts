import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailSent } from './tables';
import { subscriptions } from '../subscriptions/tables';
import {
  documentFileName,
  documentPdf,
  returnDocument,
  storedDocument,
} from '../invoices/invoices';
import type { Mailer } from '../platform/mailer';
import { mailAddress } from '../platform/mailAddress';
import type { MailCheck, MailJob, ShopEvents } from './queue';
import { reminderStillDue } from './appointmentMails';

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
