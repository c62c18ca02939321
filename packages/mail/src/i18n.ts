import { createI18n, translate, type Locale } from '@petverse/ui/format';
import { formatIndiaDateTime, formatIndiaDay, formatIndiaTime } from '@petverse/ui/format';
import { messages as english } from './locales/en';
import { messages as hindi } from './locales/hi';

/** The language a mail is written in: the pet parent's, as the site last saw it (issue 35). */
export type MailLocale = Locale;

/** How a mail writes its words and dates in one language. */
export interface Words {
  locale: MailLocale;
  /** `t('Hello {name}', { name })`: a text of this package in the mail's language. */
  t: (text: string, values?: Record<string, unknown>) => string;
  /** '2026-11-28' → 'Sat, 28 Nov, 2026' / 'शनि, 28 नव॰ 2026' (a calendar date in India). */
  day: (value: string) => string;
  /** An ISO moment as India reads it: '25 Nov 2026, 4:05 pm'. */
  moment: (value: string) => string;
  /** A time of day in India ('16:30') → '4:30 pm', in Hindi too. */
  time: (value: string) => string;
}

const made = new Map<MailLocale, Words>();

/** The words of one language, made once per process. */
export function wordsFor(locale: MailLocale = 'en'): Words {
  let words = made.get(locale);
  if (!words) {
    const i18n = createI18n(locale, locale === 'hi' ? [english, hindi] : [english]);
    words = {
      locale,
      t: (text, values) => translate(i18n, text, values),
      day: (value) => formatIndiaDay(value, locale),
      moment: (value) => formatIndiaDateTime(value, locale),
      time: (value) => formatIndiaTime(value, locale),
    };
    made.set(locale, words);
  }
  return words;
}
