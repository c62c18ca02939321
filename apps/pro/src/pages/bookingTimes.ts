import { formatClockTime } from '@petverse/api/contract';

/*
 * Times of bookings as the API gives them (ISO with India's offset, `2026-12-08T10:00:00+05:30`)
 * read as India reads them, whatever the phone's own time zone.
 */

/** '10:00' of an ISO time with +05:30. */
const clockOf = (iso: string) => iso.slice(11, 16);

/** '10:00 AM' of an ISO time with +05:30. */
export const clockAt = (iso: string) => formatClockTime(clockOf(iso));

/** '10:00 AM – 11:00 AM'. */
export const timeRange = (start: string, end: string) =>
  `${formatClockTime(clockOf(start))} – ${formatClockTime(clockOf(end))}`;

/** The date `days` after `date`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of a date's week. */
export const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
};
