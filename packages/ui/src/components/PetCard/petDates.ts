import type { Translate } from '../../i18n/I18n';
import { formatIndiaDate } from '../../utils/indiaTime';

/** A YYYY-MM-DD date (or an ISO timestamp) as a local calendar date; null when unreadable. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = plain
    ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole months from `from` to `to` (a month counts once its day of the month is reached). */
export function monthsBetween(from: Date, to: Date): number {
  const months = (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth();
  return Math.max(0, to.getDate() < from.getDate() ? months - 1 : months);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A pet's age as the Pets tab shows it (spec §2 Profile): in months below 12 months, otherwise
 * in years and months ('3 months', '1 year', '2 years 5 months').
 */
export function formatPetAge(dateOfBirth: string, now: Date = new Date(), t?: Translate): string {
  const born = parseDate(dateOfBirth);
  if (!born) return '';
  const months = monthsBetween(born, now);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  // In the page's language when a translation is given ('2 साल 5 महीने').
  const monthsText = (n: number) =>
    t ? t('{n, plural, one {# month} other {# months}}', { n }) : plural(n, 'month');
  const yearsText = (n: number) =>
    t ? t('{n, plural, one {# year} other {# years}}', { n }) : plural(n, 'year');
  if (months < 12) return monthsText(months);
  return rest ? `${yearsText(years)} ${monthsText(rest)}` : yearsText(years);
}

/** A date as '12 Mar 2022' (India's day; '12 मार्च 2022' in Hindi); empty when unreadable. */
export function formatDate(value: string | null | undefined, language?: 'en' | 'hi'): string {
  return value ? formatIndiaDate(value, language) : '';
}
