/**
 * The languages of the site (issue 35, ADR 027): English, as the specifications write it, and
 * Hindi. A Hindi page's address starts with `/hi` (`/hi/pet-store`), so a shared link and a
 * prerendered page are in the right language; English addresses have no prefix.
 */
export type Locale = 'en' | 'hi';

export const LOCALES: readonly Locale[] = ['en', 'hi'];

/** What `Intl` formats numbers and dates with for each locale: India's conventions in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in its own language, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/** The cookie that remembers a visitor's choice (read by the server on an address without `/hi`). */
export const LOCALE_COOKIE = 'petverse_lang';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'hi';

/** The prefix of a locale's addresses: '' for English, '/hi' for Hindi. */
export const localePrefix = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);

/** The language an address is in: `/hi` and `/hi/…` are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/hi(?:\/|$)/i.test(pathname) ? 'hi' : 'en';
}

/** An address without its language prefix: `/hi/pet-store` → `/pet-store`, `/hi` → `/`. */
export function withoutLocale(pathname: string): string {
  return pathname.replace(/^\/hi(?=\/|$)/i, '') || '/';
}

/** The same page in another language: `/pet-store?q=1` in Hindi is `/hi/pet-store?q=1`. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = withoutLocale(path);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/'
    ? prefix
    : bare.startsWith('/?') || bare.startsWith('/#')
      ? prefix + bare.slice(1)
      : prefix + bare;
}
