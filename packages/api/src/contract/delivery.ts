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

/** The date (YYYY-MM-DD) `days` working days after `from`, never landing on a Sunday. */
export function addDeliveryDays(from: string, days: number): string {
  const at = new Date(`${from}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    at.setTime(at.getTime() + DAY_MS);
    if (at.getUTCDay() !== 0) left -= 1;
  }
  while (at.getUTCDay() === 0) at.setTime(at.getTime() + DAY_MS);
  return at.toISOString().slice(0, 10);
}

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

/** '2026-11-28' → 'Sat, 28 Nov', the way the delivery line writes a date. */
export function formatDeliveryDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** 'Delivered by Sat, 28 Nov' for an order placed now with this shipping type. */
export function deliveredBy(shipping: ShippingType, now: Date = new Date()): string {
  return `Delivered by ${formatDeliveryDate(deliveryWindow(shipping, now).latest)}`;
}
