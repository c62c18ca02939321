import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../mail/tables';
import { mailableOrThrow, type MailAddress } from './mailAddress';

/** How long the development outbox keeps a message (a reset code lives 15 minutes). */
export const OUTBOX_KEEP_MS = 60 * 60_000;

export interface MailMessage {
  /** Checked by `mailAddress` (platform/mailAddress.ts), and again by the mailer before it sends. */
  to: MailAddress;
  subject: string;
  text: string;
  /** The HTML part (templates in @petverse/mail); plain text alone without it. */
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * The Message-ID header (`<id@host>`): a queued mail's is its job's, the same on every retry.
   * Left out, nodemailer makes one.
   */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders. */
  headers?: Record<string, string>;
}

/** Sends mail. `smtp` when SMTP_URL is set; otherwise `outbox`, which keeps it locally. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'none';
  /** The start-up log's line naming where mail goes. */
  readonly describe: string;
  /**
   * Sends one mail. An address that does not pass the rule (however it got here) throws
   * `UnmailableAddress` before anything is sent or kept.
   */
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
}

/**
 * SMTP_URL with what a queue's worker wants unless the URL says otherwise: pooled connections
 * (one handshake for many mails) and timeouts well inside a mail job's time to run (60 s), so a
 * server that does not answer fails the attempt, which is retried, instead of hanging it.
 */
function transportUrl(url: string): string {
  const parsed = new URL(url);
  const defaults = {
    pool: 'true',
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  };
  for (const [key, value] of Object.entries(defaults))
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

function smtpMailer(url: string, from: string): Mailer {
  const settings = transportUrl(url);
  // Nodemailer is loaded with the first mail sent, not at start (issue 33 item 6).
  let transport: Promise<Transporter> | undefined;
  const { hostname, port } = new URL(url);
  return {
    kind: 'smtp',
    describe: `Mail: SMTP (${hostname}${port ? `:${port}` : ''})`,
    async send(message, log) {
      const to = mailableOrThrow(message.to);
      transport ??= import('nodemailer').then((m) => m.default.createTransport(settings));
      // The address as an object: nodemailer takes it as it is, never parsing a list from it.
      await (await transport).sendMail({ from, ...message, to: { ...to } });
      log.info({ to: to.address, subject: message.subject }, 'mail sent');
    },
  };
}

/**
 * Mail for a development machine without SMTP: kept in the outbox table for an hour, so a
 * developer (or an e2e test through the dev outbox route) can read the reset code. The log
 * names the message, never its text: codes do not belong in logs.
 */
function outboxMailer(db: Database, clock: () => Date): Mailer {
  return {
    kind: 'outbox',
    describe: 'Mail: the local outbox and the log (SMTP_URL is not set)',
    async send(message, log) {
      const to = mailableOrThrow(message.to);
      // One clock for the stamp and the prune: a test's clock (or a machine's) never mixes
      // with the database's own now().
      const now = clock();
      await db.delete(outbox).where(lt(outbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS)));
      await db.insert(outbox).values({
        createdAt: now,
        to: to.address,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        attachments: (message.attachments ?? []).map((a) => a.filename),
      });
      log.info(
        { to: to.address, subject: message.subject },
        'mail kept in the local outbox (SMTP_URL is not set)',
      );
    },
  };
}

/** Production without SMTP: nothing is stored or logged but the fact that mail could not go. */
function noMailer(): Mailer {
  return {
    kind: 'none',
    describe: 'Mail: NOT SENT (production without SMTP_URL)',
    async send(message, log) {
      mailableOrThrow(message.to);
      log.warn({ subject: message.subject }, 'mail not sent: set SMTP_URL to deliver mail');
    },
  };
}

export function createMailer(opts: {
  db: Database;
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** NODE_ENV=production: the local outbox (codes in clear) is for development only. */
  production?: boolean;
  clock?: () => Date;
}): Mailer {
  if (opts.smtpUrl)
    return smtpMailer(opts.smtpUrl, opts.from ?? 'Petverse <no-reply@petverse.local>');
  return opts.production ? noMailer() : outboxMailer(opts.db, opts.clock ?? (() => new Date()));
}
