import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Locale } from './locale';

/**
 * Lingui's runtime without React (ADR 027): what the site's `useT` and the server's mails share.
 * Texts are looked up by their English words; a text no catalogue has is shown as written.
 */

/**
 * A text as the server and the contract say it (issue 35): a fixed text, or a template with its
 * values (`{ id, values }`, what `said()` of @petverse/api makes; declared here by its shape so
 * the UI package needs nothing of the API package).
 */
export type Text =
  string | { readonly id: string; readonly values: Readonly<Record<string, unknown>> };

const isText = (value: unknown): value is Exclude<Text, string> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { values?: unknown }).values === 'object';

/** Lingui's runtime for one language and the compiled catalogues of the packages it shows. */
export function createI18n(locale: Locale, catalogues: readonly Messages[]): I18n {
  return setupI18n({
    locale,
    locales: [INTL_LOCALE[locale]],
    messages: { [locale]: Object.assign({}, ...catalogues) as Messages },
    missing: (_locale, id) => id,
  });
}

/** A template whose arguments are all plain `{name}` (no plural, no select). */
const PLAIN_TEMPLATE = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

/**
 * A text in `i18n`'s language. A plain template its catalogue does not hold (English: the code's
 * own words) is filled in here, so the English catalogue carries only the messages that need
 * ICU's compiler (plurals): every template of the server and the contract would otherwise weigh
 * on every English page (scripts/i18n.mjs compiles the same set).
 */
export function translate(i18n: I18n, text: Text, values?: Record<string, unknown>): string {
  const [id, given] =
    typeof text === 'string' ? [text, values] : [text.id, { ...text.values, ...values }];
  // A text inside a text (a reason in a sentence) is said in the same language; a list of them
  // is joined. Anything else is data, kept as it is.
  const all =
    given &&
    Object.fromEntries(
      Object.entries(given).map(([name, value]) => [
        name,
        isText(value)
          ? translate(i18n, value)
          : Array.isArray(value) && value.every(isText)
            ? value.map((v) => translate(i18n, v)).join(', ')
            : value,
      ]),
    );
  if (all && !(id in i18n.messages) && PLAIN_TEMPLATE.test(id))
    return id.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in all ? String(all[name]) : whole,
    );
  return i18n._(id, all);
}
