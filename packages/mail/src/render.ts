import { render } from '@react-email/render';
import { template } from './templates';
import type { Mail, MailSite, RenderedMail } from './types';

/** A mail's subject, its HTML and its plain-text part, as its job carries it. */
export async function renderMail(mail: Mail, site: MailSite): Promise<RenderedMail> {
  const { subject, body } = template(mail, site);
  const [html, text] = await Promise.all([
    render(body),
    // Headings as written, not shouted in capitals (html-to-text's default).
    render(body, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'th', options: { uppercase: false } },
        ],
      },
    }),
  ]);
  return { subject, html, text };
}

/** Mails that are reminders, which a pet parent may turn off (order mails they may not). */
export const isReminder = (
  mail: Mail,
): mail is Extract<Mail, { kind: 'appointment-reminder' | 'dose-due' }> =>
  mail.kind === 'appointment-reminder' || mail.kind === 'dose-due';
