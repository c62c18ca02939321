import { shortId } from '@petverse/api/contract';
import { formatIndiaDateTime, formatIndiaDay, formatRupees } from '@petverse/ui/format';

/** Money, dates and numbers as the site writes them: rupees, India's time zone. */
export const rupees = formatRupees;
export const orderNumber = (id: string) => `#${shortId(id)}`;

/** '2026-11-28' → 'Sat, 28 Nov, 2026' (a calendar date in India). */
export const day = formatIndiaDay;
/** An ISO moment as India reads it: '25 Nov 2026, 4:05 pm'. */
export const moment = formatIndiaDateTime;
/** '16:30' → '4:30 PM'. */
export function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
