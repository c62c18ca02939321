import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './processes';

/** A message as received: parsed, with the envelope's recipients (where the server delivers it). */
export type InboxMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server on loopback (the `smtp-server` package) keeping every message it receives,
 * parsed: what a mail provider would get from our nodemailer transport.
 */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  messages: InboxMail[];
  /** Waits until `count` messages match (the worker sends within seconds), then answers them. */
  waitFor(
    match: (mail: InboxMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<InboxMail[]>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: InboxMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((mail) => {
          messages.push(Object.assign(mail, { envelopeTo }));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, count = 1, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(
            `${found.length} of ${count} mails after ${timeoutMs} ms; inbox: ${messages.map((m) => `${String(m.to && 'text' in m.to ? m.to.text : '')} ${m.subject}`).join('; ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The recipient of a parsed mail. */
export const recipient = (mail: ParsedMail) =>
  Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
