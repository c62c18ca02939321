/**
 * Every date and time shown to a person, in one place, always in India's time zone whatever the
 * device's: an order placed at 11:30 pm in Pune is that day's order on a laptop in London, a
 * staff desktop, a mail and a PDF alike. Calendar dates (YYYY-MM-DD: a pet's birthday, an
 * appointment's day) are read as that day in India.
 *
 * Formatters are made on first use: making one loads the locale's data, which a page's chunk
 * should not pay for as it runs (utils/format.ts).
 */
const STYLES = {
  /** '25 Nov 2026, 4:05 pm' */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** '28 Nov, 10:30 am' */
  shortDateTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** '25 Nov 2026' */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Sat, 28 Nov, 2026' */
  day: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The page's language: English ('25 Nov 2026') or Hindi ('25 नव॰ 2026'), India's order in both. */
type Language = 'en' | 'hi';

const made = new Map<string, Intl.DateTimeFormat>();
function format(style: keyof typeof STYLES, at: Date, language: Language = 'en'): string {
  if (Number.isNaN(at.getTime())) return '';
  let formatter = made.get(style + language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, {
      ...STYLES[style],
      timeZone: 'Asia/Kolkata',
    });
    made.set(style + language, formatter);
  }
  return formatter.format(at);
}

/** A moment (ISO text or Date), or a calendar date (YYYY-MM-DD) taken as midday in India. */
function moment(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
}

/** '25 Nov 2026, 4:05 pm'; '' for anything unreadable. */
export const formatIndiaDateTime = (value: string | Date, language?: Language) =>
  format('dateTime', moment(value), language);
/** '28 Nov, 10:30 am' (this year's moments: a deadline, a recent payment). */
export const formatIndiaShortDateTime = (value: string | Date, language?: Language) =>
  format('shortDateTime', moment(value), language);
/** '25 Nov 2026' for a moment's day in India or a calendar date as written. */
export const formatIndiaDate = (value: string | Date, language?: Language) =>
  format('date', moment(value), language);
/** 'Sat, 28 Nov, 2026' for a moment's day in India or a calendar date as written. */
export const formatIndiaDay = (value: string | Date, language?: Language) =>
  format('day', moment(value), language);
