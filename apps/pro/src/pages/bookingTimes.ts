import { formatIndiaTime } from '@petverse/ui';

/*
 * Times of bookings as the API gives them (ISO with India's offset, `2026-12-08T10:00:00+05:30`)
 * read as India reads them, whatever the phone's own time zone.
 */

/** '10:00 am' of an ISO time (a Hindi page writes India's times the same way). */
export const clockAt = (iso: string) => formatIndiaTime(iso);

/** '10:00 am – 11:00 am'. */
export const timeRange = (start: string, end: string) =>
  `${formatIndiaTime(start)} – ${formatIndiaTime(end)}`;

/** The date `days` after `date`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of a date's week. */
export const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
};
