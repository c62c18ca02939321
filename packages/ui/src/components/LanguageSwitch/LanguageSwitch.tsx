import { useT } from '../../i18n/I18n';
import { LOCALE_NAMES, type Locale } from '../../i18n/locale';
import { FullName, ShortName, SwitchLink } from './LanguageSwitch.styles';

/** Each language's short form, for the bar between phone and desktop widths. */
const SHORT_NAMES: Record<Locale, string> = { en: 'En', hi: 'हि' };

export interface LanguageSwitchProps {
  /** The language the page is in; the switch offers the other one. */
  locale: Locale;
  /** This page's address in the other language. */
  href: string;
}

/**
 * A link to the same page in the other language, written in that language ('हिंदी' on an
 * English page, 'English' on a Hindi one) and marked as such for screen readers (the name's
 * `lang`, the link's `hrefLang`). A plain link: it works before the page's JavaScript has run.
 */
export function LanguageSwitch({ locale, href }: LanguageSwitchProps) {
  const t = useT();
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  return (
    <SwitchLink
      data-ui="LanguageSwitch"
      href={href}
      hrefLang={other}
      aria-label={t('Read this page in {language}', { language: LOCALE_NAMES[other] })}
    >
      <span lang={other}>
        <FullName>{LOCALE_NAMES[other]}</FullName>
        <ShortName aria-hidden="true">{SHORT_NAMES[other]}</ShortName>
      </span>
    </SwitchLink>
  );
}
