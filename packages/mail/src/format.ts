import { shortId } from '@petverse/api/contract';
import { formatRupees } from '@petverse/ui/format';

/** Money and numbers as the site writes them (dates are the mail's language's: i18n.ts). */
export const rupees = formatRupees;
export const orderNumber = (id: string) => `#${shortId(id)}`;
