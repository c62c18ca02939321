import { shortId } from '@petverse/api/contract';
import {
  formatCount,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
} from '@petverse/ui/admin';
import { formatRupees } from '@petverse/ui';

/** How the back office writes what it shows: in India's formats and time zone. */
export const rupees = formatRupees;
export const count = formatCount;
export const when = formatIndiaDateTime;
export const day = formatIndiaDate;
/** '4:30 pm': a moment's time in India, or a time of day ('16:30', a slot's '4:30 PM'). */
export const clock = formatIndiaTime;
/** An order's number as the buyer's Orders tab shows it. */
export const orderNumber = (id: string) => `#${shortId(id)}`;
/** An error's message for staff: the server's own when there is one. */
export const problem = (error: unknown, fallback: string) =>
  error &&
  typeof error === 'object' &&
  'serverMessage' in error &&
  typeof error.serverMessage === 'string'
    ? error.serverMessage
    : error instanceof Error && error.message
      ? error.message
      : fallback;
