import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { useContext, useMemo, type ReactNode } from 'react';
import { messages as uiEnglish } from '../locales/en';
import { INTL_LOCALE, type Locale } from './locale';

export type { Catalogue } from './catalogue';

/**
 * Texts are looked up by their English words (ADR 027): the code keeps the specifications'
 * quoted texts as they are, and a language's catalogue maps them to its own. A text no catalogue
 * has is shown as written (English), and the completeness tests name it.
 */
export interface Translate {
  (text: Text, values?: Record<string, unknown>): string;
  /** An optional text stays absent (an attribute left out rather than set empty). */
  (text: Text | undefined, values?: Record<string, unknown>): string | undefined;
}

/**
 * A text as the server and the contract say it (issue 35): a fixed text, or a template with its
 * values (`{ id, values }`, what `said()` of @petverse/api makes; declared here by its shape so
 * the UI package needs nothing of the API package).
 */
export type Text =
  string | { readonly id: string; readonly values: Readonly<Record<string, unknown>> };

/** Lingui's runtime for one language and the compiled catalogues of the packages it shows. */
export function createI18n(locale: Locale, catalogues: readonly Messages[]): I18n {
  return setupI18n({
    locale,
    locales: [INTL_LOCALE[locale]],
    messages: { [locale]: Object.assign({}, ...catalogues) as Messages },
    missing: (_locale, id) => id,
  });
}

/** English with no provider above: a story, a test, a partner who chose no language. */
let english: I18n | undefined;
const defaultI18n = () => (english ??= createI18n('en', [uiEnglish]));

/**
 * Gives everything below one language. The site creates one per page (the server one per
 * render); a partner's page gets one from `<petverse-form lang="hi">` or its `locale` prop.
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The runtime of the closest provider, or English. */
export function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? defaultI18n();
}

/** The closest provider's language. */
export const useLocale = (): Locale => useI18n().locale as Locale;

/** A template whose arguments are all plain `{name}` (no plural, no select). */
const PLAIN_TEMPLATE = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

/**
 * A text in `i18n`'s language. A plain template its catalogue does not hold (English: the code's
 * own words) is filled in here, so the English catalogue carries only the messages that need
 * ICU's compiler (plurals): every template of the server and the contract would otherwise weigh
 * on every English page (scripts/i18n.mjs compiles the same set).
 */
function translate(i18n: I18n, id: string, values?: Record<string, unknown>): string {
  if (values && !(id in i18n.messages) && PLAIN_TEMPLATE.test(id))
    return id.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  return i18n._(id, values);
}

/** `t('Add to Cart')`, `t('{count} items', { count })`: a text in the page's language. */
export function useT(): Translate {
  const i18n = useI18n();
  // A new function when the language changes (Lingui's provider hands out a new `i18n` then), so
  // memoised children follow.
  return useMemo(
    () =>
      ((text: Text | undefined, values?: Record<string, unknown>) =>
        text === undefined
          ? undefined
          : typeof text === 'string'
            ? translate(i18n, text, values)
            : translate(i18n, text.id, { ...text.values, ...values })) as Translate,
    [i18n],
  );
}

/** Translates an element's text: `<T>Add to Cart</T>` where a hook is awkward. */
export function T({ children, values }: { children: string; values?: Record<string, unknown> }) {
  return <>{useT()(children, values)}</>;
}

/** A text given as a prop: a string is translated, an element is the caller's own. */
export const translateNode = (t: Translate, node: ReactNode): ReactNode =>
  typeof node === 'string' ? t(node) : node;

/** A field's options with their labels in the page's language (the values stay as they are). */
export function useTranslatedOptions<O extends { value: string; label?: string; lang?: string }>(
  options: readonly O[],
): O[] {
  const t = useT();
  return useMemo(
    () =>
      options.map((option) =>
        // A label in a language of its own (data) is shown as written.
        option.lang !== undefined ? option : { ...option, label: t(option.label ?? option.value) },
      ),
    [options, t],
  );
}
