/*
 * The dates and times of bookings (consultations, grooming appointments), read in India. A
 * module of its own so that a booking form takes these few rules without the shopping contract
 * (carts, orders, payment).
 */

/** Bookings are in India: "today" and "past" are read on Indian Standard Time (UTC+5:30). */
export const BOOKING_UTC_OFFSET_MINUTES = 330;

/** The time of day in India now, as minutes after midnight. */
export function minutesNowInIndia(now: Date = new Date()): number {
  const local = new Date(now.getTime() + BOOKING_UTC_OFFSET_MINUTES * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** Minutes after midnight of a 24-hour time such as '16:30' (what a time input gives), or null. */
export function clockMinutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/**
 * '16:30' → '4:30 PM': a consultation slot's API value (CONSULTATION_SLOTS, the services spec's
 * '10:00 AM' … '4:00 PM', stored and compared as written); anything else is returned as it is.
 * A value, never a display: a time a person reads is @petverse/ui's `formatIndiaTime` ('4:30 pm').
 */
export function formatClockTime(time: string): string {
  const minutes = clockMinutes(time);
  if (minutes === null) return time;
  const h = Math.floor(minutes / 60);
  return `${h % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Whether a booking at this date and time of day (minutes) would already be in the past. */
export function isPastInIndia(date: string, minutes: number, now: Date = new Date()): boolean {
  const today = todayInIndia(now);
  return date < today || (date === today && minutes <= minutesNowInIndia(now));
}

/** Today's date (YYYY-MM-DD) in India. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + BOOKING_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** How far ahead a consultation or grooming appointment may be booked. */
export const BOOKING_MAX_DAYS_AHEAD = 90;

/** The last date (YYYY-MM-DD, India) that can be booked today. */
export function lastBookableDate(now: Date = new Date()): string {
  return todayInIndia(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * 86_400_000));
}

/** The message for a booking date too far ahead. */
export const BOOKING_TOO_FAR_MESSAGE = `Appointments can be booked at most ${BOOKING_MAX_DAYS_AHEAD} days ahead.`;

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}
