import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. `smtp` when SMTP_URL is set; otherwise `outbox`, which keeps it locally. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message, log) {
      await transport.sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}

/**
 * Mail for a machine without SMTP: stored in the outbox table and printed to the log, so a
 * developer (or an e2e test through the dev outbox route) can read the reset code.
 */
function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message, log) {
      await db
        .insert(outbox)
        .values({ to: message.to, subject: message.subject, body: message.text });
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail kept in the local outbox (SMTP_URL is not set)',
      );
    },
  };
}

export function createMailer(opts: {
  db: Database;
  smtpUrl?: string | undefined;
  from?: string | undefined;
}): Mailer {
  return opts.smtpUrl
    ? smtpMailer(opts.smtpUrl, opts.from ?? 'Petverse <no-reply@petverse.local>')
    : outboxMailer(opts.db);
}
