import { formatIndiaWeekday, useLocale } from '@petverse/ui';

/**
 * A date (YYYY-MM-DD) as a person reads it in the page's language, the shop's one way: 'Tue,
 * 8 Dec' / 'मंगल, 8 दिस॰'. Never the ISO date in a sentence.
 */
export function useDayName(): (date: string) => string {
  const locale = useLocale();
  return (date: string) => formatIndiaWeekday(date, locale);
}
