import { shortId } from '@petverse/api/contract';
import { formatRupees } from '@petverse/ui/format';

/** Money and numbers as the site writes them (dates are the mail's language's: i18n.ts). */
export const rupees = formatRupees;
export const orderNumber = (id: string) => `#${shortId(id)}`;

/** '16:30' → '4:30 PM'. */
export function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
