import { deliveryWindow, said, type ShippingType } from '@petverse/api/contract';
import { formatIndiaWeekday, type Locale } from '@petverse/ui';

/**
 * 'Delivered by Sat, 28 Nov' for a delivery date (YYYY-MM-DD), in the page's language: the
 * contract's `deliveredOn`, its date written out by @petverse/ui (`formatIndiaWeekday`) rather
 * than by `Intl`. Checkout writes these dates as it first renders, and a page's first Intl
 * formatter costs a phone ~130 ms of its main thread (utils/indiaTime.ts). The same words as the
 * contract's (deliveryDates.test.ts).
 */
export const deliveredOnDay = (date: string, locale: Locale) =>
  said('Delivered by {date}', { date: formatIndiaWeekday(date, locale) });

/** 'Delivered by Sat, 28 Nov' for an order placed `now` with this shipping type. */
export const deliveredWithin = (shipping: ShippingType, now: Date, locale: Locale) =>
  deliveredOnDay(deliveryWindow(shipping, now).latest, locale);
