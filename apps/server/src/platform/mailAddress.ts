import { EMAIL_MAX_LENGTH } from '@petverse/api/contract';

/**
 * The one rule for an address the server mails (issue 54 item 3): one address, no control
 * characters, none of `,;<>"`, and a plain shape — a dot-atom before the `@` (RFC 5322's atext),
 * a host name of letters, digits and hyphens after it. Everything that can put a second
 * recipient or a header into a mail (`a@x.in,b@x.in`, `a@x.in\r\nBcc: evil@x.in`,
 * `"Eve" <evil@x.in>`) fails it. A form's email field, the routes' `emailSchema` and the mailer
 * all check with it.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** The top-level label starts with a letter (`in`, `com`, `xn--p1ai`), so `a@1.2.3.4` is not one. */
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])';
export const MAIL_ADDRESS_PATTERN = `^(?=[^@]{1,64}@)${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+${TOP_LABEL}$`;
const shape = new RegExp(MAIL_ADDRESS_PATTERN);

/** Any C0 or C1 control character, DEL, or a Unicode line or paragraph separator. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

declare const checked: unique symbol;
/**
 * An address that passed the rule, as nodemailer takes it (`{ name?, address }`, never a raw
 * string nodemailer would parse): only `mailAddress` makes one.
 */
export type MailAddress = { readonly name?: string; readonly address: string } & {
  readonly [checked]: true;
};

/** Whether `value` (as typed: surrounding spaces allowed, nothing else) is an address we mail. */
export function isMailAddress(value: string): boolean {
  if (CONTROL.test(value)) return false;
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && shape.test(address);
}

/**
 * A display name as a header may carry it: control characters (a line break in a form's name
 * field) become spaces; nodemailer quotes or encodes the rest. Empty is no name.
 */
const displayName = (name: string | undefined) =>
  name?.replace(new RegExp(CONTROL.source, 'g'), ' ').replace(/\s+/g, ' ').trim().slice(0, 100) ||
  undefined;

/** The address checked, with its recipient's name; null when it is not one we mail. */
export function mailAddress(value: string, name?: string): MailAddress | null {
  if (!isMailAddress(value)) return null;
  const shown = displayName(name);
  return { address: value.trim(), ...(shown ? { name: shown } : {}) } as MailAddress;
}

/** Thrown by the mailer for an address that did not pass the rule: the mail is never sent. */
export class UnmailableAddress extends Error {
  constructor() {
    super('mail not sent: the address is not one we mail');
    this.name = 'UnmailableAddress';
  }
}

/**
 * What the mailer hands the transport: the address checked again, whatever the caller's type
 * said (a job's data is JSON from the database), as a fresh `{ name?, address }`.
 */
export function mailableOrThrow(to: MailAddress): MailAddress {
  const value: unknown = to;
  const address =
    value && typeof value === 'object' && 'address' in value && typeof value.address === 'string'
      ? value.address
      : null;
  const name =
    value && typeof value === 'object' && 'name' in value && typeof value.name === 'string'
      ? value.name
      : undefined;
  const again = address === null ? null : mailAddress(address, name);
  if (!again || again.address !== address) throw new UnmailableAddress();
  return again;
}
