/**
 * `@petverse/ui/format`: the shop's number formats (rupees, counts in Indian grouping) without
 * React, for code that renders no component: the server's mails and invoices, a partner's own
 * price labels.
 */
export { formatCount, formatRupees } from './utils/format';
