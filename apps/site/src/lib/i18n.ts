import { createI18n, type I18n, type Locale } from '@petverse/ui';
import { messages as uiEnglish } from '@petverse/ui/locales/en';
import { messages as formsEnglish } from '@petverse/forms/locales/en';
import { messages as siteEnglish } from '../locales/en';

/**
 * The site's texts in one language (ADR 027): the catalogues of the packages it shows (ui, forms)
 * and its own. English is in every page's first load (only its texts that take values: the rest
 * are their own message); Hindi is a chunk of its own, loaded before a Hindi page renders.
 */
export async function siteI18n(locale: Locale): Promise<I18n> {
  const english = [uiEnglish, formsEnglish, siteEnglish];
  if (locale === 'en') return createI18n('en', english);
  const [ui, forms, site] = await Promise.all([
    import('@petverse/ui/locales/hi'),
    import('@petverse/forms/locales/hi'),
    import('../locales/hi'),
  ]);
  // English first: a text the Hindi catalogue lacks still shows whole (its values filled in).
  return createI18n(locale, [...english, ui.messages, forms.messages, site.messages]);
}
