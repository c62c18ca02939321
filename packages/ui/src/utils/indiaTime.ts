/**
 * Moments shown to staff, always in India's time zone whatever the browser's: '25 Nov 2026,
 * 4:05 pm'. The back office runs on desktops anywhere; an order placed at 11:30 pm in Pune is
 * that day's order.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An ISO moment as India reads it, date and time; '' for anything unreadable. */
export function formatIndiaDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : DATE_TIME.format(at);
}

/** An ISO moment's date in India, or a calendar date (YYYY-MM-DD) as written. */
export function formatIndiaDate(value: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+05:30`)
    : new Date(value);
  return Number.isNaN(at.getTime()) ? '' : DATE.format(at);
}
