import { useLocale } from '@petverse/ui';

/**
 * A date (YYYY-MM-DD) as a person reads it in the page's language: 'Tuesday, 8 December' /
 * 'मंगलवार, 8 दिसंबर'. Never the ISO date in a sentence.
 */
export function useDayName(): (date: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}
