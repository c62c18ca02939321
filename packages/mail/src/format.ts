import { shortId } from '@petverse/api/contract';
import {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
  formatRupees,
} from '@petverse/ui/format';

/** Money and numbers as the site writes them (dates are the mail's language's: i18n.ts). */
export const rupees = formatRupees;
export const orderNumber = (id: string) => `#${shortId(id)}`;

/*
 * The shop's one date and time format (@petverse/ui's indiaTime.ts), for the server's English
 * texts beside the mails (PDFs, a refusal's date): the server may not import the UI package.
 */
/** '8 Dec 2026' for a moment's day in India or a calendar date (YYYY-MM-DD). */
export const indiaDate = (value: string | Date) => formatIndiaDate(value);
/** '4:30 pm' for a moment in India or a time of day ('16:30'). */
export const indiaTime = (value: string | Date) => formatIndiaTime(value);
/** '8 Dec 2026, 4:30 pm' for a moment in India. */
export const indiaDateTime = (value: string | Date) => formatIndiaDateTime(value);
