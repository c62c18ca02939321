import { createI18n, type I18n, type Locale } from '@petverse/ui';
import { messages as uiEnglish } from '@petverse/ui/locales/en';
import { messages as formsEnglish } from '@petverse/forms/locales/en';
import { messages as proEnglish } from '../locales/en';

/** Where the portal's Hindi pages live: `/pro/hi/…` (English: `/pro/…`). */
export const basenameOf = (locale: Locale) => (locale === 'hi' ? '/pro/hi' : '/pro');

/** The language of a portal address. */
export const localeOfPortalPath = (pathname: string): Locale =>
  /^\/pro\/hi(?:\/|$)/.test(pathname) ? 'hi' : 'en';

/**
 * The portal's texts in one language (ADR 027): ui's, forms' and its own catalogues. Hindi is a
 * chunk of its own, loaded before a Hindi page renders.
 */
export async function proI18n(locale: Locale): Promise<I18n> {
  const english = [uiEnglish, formsEnglish, proEnglish];
  if (locale === 'en') return createI18n('en', english);
  const [ui, forms, pro] = await Promise.all([
    import('@petverse/ui/locales/hi'),
    import('@petverse/forms/locales/hi'),
    import('../locales/hi'),
  ]);
  return createI18n(locale, [...english, ui.messages, forms.messages, pro.messages]);
}
