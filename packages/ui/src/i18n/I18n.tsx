import type { I18n } from '@lingui/core';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { Fragment, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import { messages as uiEnglish } from '../locales/en';
import type { Locale } from './locale';
import { createI18n, translate, type Text } from './runtime';

export type { Catalogue } from './catalogue';
export { createI18n, type Text } from './runtime';

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

/** `t('Add to Cart')`, `t('{count} items', { count })`: a text in the page's language. */
export function useT(): Translate {
  const i18n = useI18n();
  // A new function when the language changes (Lingui's provider hands out a new `i18n` then), so
  // memoised children follow.
  return useMemo(
    () =>
      ((text: Text | undefined, values?: Record<string, unknown>) =>
        text === undefined ? undefined : translate(i18n, text, values)) as Translate,
    [i18n],
  );
}

/** Where an element stands in a translated text: a character no text or value holds. */
const MARK = '\u0000';

/**
 * A text in the page's language as an element: `<T message="Add to Cart" />`. A value may be an
 * element (a link, a price, a name in its own language) placed inside the sentence: `<T
 * message="{pet} to book grooming" values={{ pet: <Link …/> }} />`. The whole sentence is one
 * text, so each language puts the element where its own word order needs it, never glued from
 * pieces (and the catalogue check finds the text by its `message`).
 */
export function T({ message, values }: { message: string; values?: Record<string, unknown> }) {
  const t = useT();
  const elements: ReactNode[] = [];
  const marked =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        if (!isValidElement(value)) return [name, value];
        elements.push(value);
        return [name, `${MARK}${elements.length - 1}${MARK}`];
      }),
    );
  const said = t(message, marked);
  if (!elements.length) return <>{said}</>;
  return (
    <>
      {said
        .split(MARK)
        .map((part, i) =>
          i % 2 ? <Fragment key={i}>{elements[Number(part)]}</Fragment> : part || null,
        )}
    </>
  );
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
