import { said } from './said';
import type { ShippingType } from './constants';
import { todayInIndia } from './bookingTime';

/**
 * Delivery days of each shipping type (accounts spec §9: Economy 3 to 5 days, Express 1 to 2),
 * counted in working days: couriers do not deliver on Sundays.
 */
export const DELIVERY_DAYS: Record<ShippingType, { min: number; max: number }> = {
  Economy: { min: 3, max: 5 },
  Express: { min: 1, max: 2 },
};

const DAY_MS = 86_400_000;

/**
 * India's national holidays on which couriers do not deliver (Republic Day, Holi, Independence
 * Day, Gandhi Jayanti, Diwali), kept as data: extend the list each year.
 */
export const DELIVERY_HOLIDAYS: readonly string[] = [
  '2026-01-26',
  '2026-03-04',
  '2026-08-15',
  '2026-10-02',
  '2026-11-08',
  '2027-01-26',
  '2027-03-22',
  '2027-08-15',
  '2027-10-02',
  '2027-10-29',
  '2028-01-26',
  '2028-03-11',
  '2028-08-15',
  '2028-10-02',
  '2028-10-17',
];

/** Whether couriers deliver on a date (YYYY-MM-DD): not on a Sunday or a national holiday. */
const isWorkingDay = (at: Date) =>
  at.getUTCDay() !== 0 && !DELIVERY_HOLIDAYS.includes(at.toISOString().slice(0, 10));

/** The date (YYYY-MM-DD) `days` working days after `from`, never a Sunday or a holiday. */
export function addDeliveryDays(from: string, days: number): string {
  const at = new Date(`${from}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    at.setTime(at.getTime() + DAY_MS);
    if (isWorkingDay(at)) left -= 1;
  }
  while (!isWorkingDay(at)) at.setTime(at.getTime() + DAY_MS);
  return at.toISOString().slice(0, 10);
}

// ---- Delivery by pincode (issue 32) ---------------------------------------------------------

/**
 * Where a pincode is, for delivery: a metro, the rest of India, the north-east and the hill
 * areas, the islands; or nowhere we deliver.
 */
export const DELIVERY_ZONES = ['metro', 'rest', 'northeast', 'islands'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Working days to deliver, by zone and shipping type, counted from the day of dispatch. */
export const ZONE_DAYS: Record<DeliveryZone, Record<ShippingType, number>> = {
  metro: { Economy: 3, Express: 1 },
  rest: { Economy: 5, Express: 2 },
  northeast: { Economy: 8, Express: 4 },
  islands: { Economy: 12, Express: 7 },
};

/** Cash on delivery, by zone: up to this order total in rupees, or not at all (null). */
export const COD_LIMIT: Record<DeliveryZone, number | null> = {
  metro: 10_000,
  rest: 10_000,
  northeast: 5_000,
  islands: null,
};

/** Orders placed before this time of day in India (minutes) leave the same working day. */
export const DISPATCH_CUTOFF_MINUTES = 14 * 60;

/** The first three digits of the metros' pincodes: Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune, Ahmedabad. */
const METRO_PREFIXES = ['110', '400', '700', '600', '560', '500', '411', '380'];
/** The north-east (78x, 79x), Sikkim (737) and Ladakh (194). */
const NORTHEAST = /^(78|79|737|194)/;
/** The Andaman and Nicobar Islands (744). */
const ISLANDS = /^744/;
/** Lakshadweep (682551–682559): no courier serves it. */
const NOT_SERVED = /^68255[1-9]$/;

/** The zone of a known pincode, or null when we do not deliver there. */
export function zoneOf(pincode: string): DeliveryZone | null {
  if (NOT_SERVED.test(pincode)) return null;
  if (ISLANDS.test(pincode)) return 'islands';
  if (NORTHEAST.test(pincode)) return 'northeast';
  if (METRO_PREFIXES.includes(pincode.slice(0, 3))) return 'metro';
  return 'rest';
}

/** The day an order placed now leaves: today before the cut-off on a working day, else the next one. */
export function dispatchDate(now: Date = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const minutes = india.getUTCHours() * 60 + india.getUTCMinutes();
  const today = new Date(`${india.toISOString().slice(0, 10)}T00:00:00Z`);
  if (isWorkingDay(today) && minutes < DISPATCH_CUTOFF_MINUTES)
    return today.toISOString().slice(0, 10);
  return addDeliveryDays(today.toISOString().slice(0, 10), 1);
}

/** The day an order to this zone arrives, by shipping type (YYYY-MM-DD, India). */
export function deliveryDates(
  zone: DeliveryZone,
  now: Date = new Date(),
): Record<'economy' | 'express', string> {
  const leaves = dispatchDate(now);
  return {
    economy: addDeliveryDays(leaves, ZONE_DAYS[zone].Economy),
    express: addDeliveryDays(leaves, ZONE_DAYS[zone].Express),
  };
}

/**
 * The day an order to this pincode, placed at `placedAt`, should arrive by its shipping type;
 * null where we do not deliver. The product page, the cart, checkout and the order all use it.
 */
export function deliverByFor(
  pincode: string,
  shipping: ShippingType,
  placedAt: Date,
): string | null {
  const zone = zoneOf(pincode);
  if (!zone) return null;
  return deliveryDates(zone, placedAt)[shipping === 'Express' ? 'express' : 'economy'];
}

/** Whether cash on delivery is offered for an order of `totalRupees` to this zone. */
export const codAvailable = (zone: DeliveryZone | null, totalRupees: number) =>
  zone !== null && COD_LIMIT[zone] !== null && totalRupees <= COD_LIMIT[zone];

/** What a pincode's check says at checkout when we do not deliver there. */
export const NOT_SERVICEABLE = (pincode: string) =>
  said('Sorry, we do not deliver to {pincode} yet. Please choose another address.', { pincode });
/** Said when cash on delivery is not offered for the address or the total. */
export const COD_NOT_AVAILABLE =
  'Cash on delivery is not available for this address or order total. Please pay online.';

export interface DeliveryWindow {
  /** YYYY-MM-DD, India. */
  earliest: string;
  /** YYYY-MM-DD, India: what 'Delivered by' promises. */
  latest: string;
}

/** When an order placed now with this shipping type arrives, counted from today in India. */
export function deliveryWindow(shipping: ShippingType, now: Date = new Date()): DeliveryWindow {
  const today = todayInIndia(now);
  const { min, max } = DELIVERY_DAYS[shipping];
  return { earliest: addDeliveryDays(today, min), latest: addDeliveryDays(today, max) };
}

/** Short month and weekday names as India's en-IN and hi-IN write them (Intl's, CLDR's). */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
} as const;
const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
} as const;

/**
 * '2026-11-28' → 'Sat, 28 Nov' ('शनि, 28 नव॰' in Hindi), the way the delivery line writes a date.
 *
 * Written out rather than asked of `toLocaleDateString`: checkout and the product page write these
 * dates as they first render, and a page's first Intl formatter costs a phone ~130 ms of its main
 * thread (ICU's locale data). The names are @petverse/ui's (utils/indiaTime.ts), which the contract
 * may not import (ui knows nothing of the API, and the contract has no React); delivery.test.ts
 * compares this with Intl's en-IN and hi-IN for every day of three years, as ui's test does.
 */
export function formatDeliveryDate(date: string, language: 'en' | 'hi' = 'en'): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  return `${WEEKDAYS[language][day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[language][day.getUTCMonth()]}`;
}

/**
 * 'Delivered by Sat, 28 Nov' for a delivery date (YYYY-MM-DD), the date written in the page's
 * language (a text: `t()` says the rest in that language too).
 */
export const deliveredOn = (date: string, language: 'en' | 'hi' = 'en') =>
  said('Delivered by {date}', { date: formatDeliveryDate(date, language) });

/** 'Delivered by Sat, 28 Nov' for an order placed now with this shipping type. */
export const deliveredBy = (
  shipping: ShippingType,
  now: Date = new Date(),
  language: 'en' | 'hi' = 'en',
) => deliveredOn(deliveryWindow(shipping, now).latest, language);
