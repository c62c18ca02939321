/**
 * `@petverse/ui/format`: the shop's number and date formats (rupees, counts in Indian grouping,
 * dates in India's time zone) without
 * React, for code that renders no component: the server's mails and invoices, a partner's own
 * price labels.
 */
export { formatCount, formatRupees } from './utils/format';
export {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaDay,
  formatIndiaShortDateTime,
  formatIndiaTime,
  formatIndiaWeekday,
} from './utils/indiaTime';
/** Lingui's runtime without React, for texts the server writes in a pet parent's language. */
export { createI18n, translate, type Text } from './i18n/runtime';
export type { Locale } from './i18n/locale';
export type { Catalogue } from './i18n/catalogue';
