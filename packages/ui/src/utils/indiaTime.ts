/**
 * Every date and time shown to a person, in one place (times as India writes them, '4:30 pm', in
 * Hindi too), always in India's time zone whatever the device's: an order placed at 11:30 pm in
 * Pune is that day's order on a laptop in London, a staff desktop, a mail and a PDF alike. Calendar
 * dates (YYYY-MM-DD: a pet's birthday, an appointment's day) are read as that day in India.
 *
 * Written out rather than asked of `Intl.DateTimeFormat`, as rupees are (utils/format.ts): the
 * first Intl formatter a page makes loads ICU's locale and time-zone data, ~30 ms of a desktop's
 * main thread and ~130 ms of a phone's (4× slowed, measured on /auth/orders), in the task that
 * renders the first date. India keeps one offset all year (UTC+5:30, no daylight saving since
 * 1945), so its clock is UTC's moved by 330 minutes. The output is Intl's en-IN and hi-IN, the
 * same in Node and Chromium here: indiaTime.test.ts compares every style over thousands of
 * moments from 1970 to 2100.
 */

/** The page's language: English ('25 Nov 2026') or Hindi ('25 नव॰ 2026'), India's order in both. */
type Language = 'en' | 'hi';

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};

const INDIA_OFFSET_MS = 330 * 60_000;

/** A moment's day and time on India's clock, in the page's words. */
function parts(at: Date, language: Language) {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const hour = india.getUTCHours();
  return {
    day: String(india.getUTCDate()),
    month: MONTHS[language][india.getUTCMonth()]!,
    year: String(india.getUTCFullYear()),
    weekday: WEEKDAYS[language][india.getUTCDay()]!,
    time: `${hour % 12 || 12}:${String(india.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`,
  };
}

const STYLES = {
  /** '25 Nov 2026, 4:05 pm' */
  dateTime: (p) => `${p.day} ${p.month} ${p.year}, ${p.time}`,
  /** '28 Nov, 10:30 am' */
  shortDateTime: (p) => `${p.day} ${p.month}, ${p.time}`,
  /** '25 Nov 2026' */
  date: (p) => `${p.day} ${p.month} ${p.year}`,
  /** 'Sat, 28 Nov, 2026' ('शनि, 28 नव॰ 2026': Hindi has no comma before the year) */
  day: (p, language) =>
    `${p.weekday}, ${p.day} ${p.month}${language === 'en' ? ',' : ''} ${p.year}`,
  /** 'Sat, 28 Nov' */
  weekday: (p) => `${p.weekday}, ${p.day} ${p.month}`,
  /** '4:05 pm' (Hindi too: India's 12-hour clock, 'am'/'pm' in Latin letters, as hi-IN writes it) */
  time: (p) => p.time,
} satisfies Record<string, (p: ReturnType<typeof parts>, language: Language) => string>;

function format(style: keyof typeof STYLES, at: Date, language: Language = 'en'): string {
  if (Number.isNaN(at.getTime())) return '';
  return STYLES[style](parts(at, language), language);
}

/** A moment (ISO text or Date), or a calendar date (YYYY-MM-DD) taken as midday in India. */
function moment(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
}

/**
 * A time of day in India: '16:30', '16:30:00' (a time input's, a slot's start) or '4:30 PM' (the
 * consultation form's slot values, marketing-services-forms.md) taken as that time in India.
 */
const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([ap])\.?m\.?)?$/i;

function clockMoment(value: string): Date | null {
  const match = CLOCK.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, half] = [Number(match[1]), Number(match[2]), match[3]?.toLowerCase()];
  if (minutes > 59 || (half ? hours < 1 || hours > 12 : hours > 23)) return new Date(NaN);
  const hour = half ? (hours % 12) + (half === 'p' ? 12 : 0) : hours;
  return new Date(Date.UTC(2000, 0, 1, hour, minutes) - INDIA_OFFSET_MS);
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
/** 'Sat, 28 Nov' ('शनि, 28 नव॰'): a day of the coming weeks, as a delivery date is written. */
export const formatIndiaWeekday = (value: string | Date, language?: Language) =>
  format('weekday', moment(value), language);
/**
 * '4:30 pm' (both languages): a moment's time in India, or a time of day ('16:30', '4:30 PM'). The
 * one way a person reads a time; an API value such as a slot's '4:30 PM' is the contract's
 * `formatClockTime`, never this.
 */
export const formatIndiaTime = (value: string | Date, language?: Language) =>
  format('time', (typeof value === 'string' && clockMoment(value)) || moment(value), language);
