import type { Preview } from '@storybook/react-vite';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import {
  LocaleProvider,
  ThemeProvider,
  Toaster,
  createI18n,
  isLocale,
  type Catalogue,
} from '@petverse/ui';
import { messages as uiEnglish } from '../packages/ui/src/locales/en';
import { messages as uiHindi } from '../packages/ui/src/locales/hi';
import { messages as formsEnglish } from '../packages/forms/src/locales/en';
import { messages as formsHindi } from '../packages/forms/src/locales/hi';
import { messages as siteEnglish } from '../apps/site/src/locales/en';
import { messages as siteHindi } from '../apps/site/src/locales/hi';
import { messages as proEnglish } from '../apps/pro/src/locales/en';
import { messages as proHindi } from '../apps/pro/src/locales/hi';

// The provider portal's catalogue after the site's: its stories read its words.
const english: Catalogue[] = [uiEnglish, formsEnglish, siteEnglish, proEnglish];
const hindi: Catalogue[] = [...english, uiHindi, formsHindi, siteHindi, proHindi];
const languages = { en: createI18n('en', english), hi: createI18n('hi', hindi) };

const preview: Preview = {
  decorators: [
    (Story, { parameters, globals }) => {
      // A story in Hindi: the toolbar's Language, or a story's own `locale` parameter (its play
      // function then asserts the Hindi texts).
      const chosen: unknown = parameters.locale ?? globals.locale;
      const locale = isLocale(chosen) ? chosen : 'en';
      const i18n = languages[locale];
      document.documentElement.lang = `${locale}-IN`;
      return (
        <LocaleProvider i18n={i18n}>
          <MemoryRouter initialEntries={[(parameters.route as InitialEntry | undefined) ?? '/']}>
            <ThemeProvider withGlobalStyle>
              <Story />
              <Toaster />
            </ThemeProvider>
          </MemoryRouter>
        </LocaleProvider>
      );
    },
  ],
  globalTypes: {
    locale: {
      description: 'The language the components speak (ADR 027)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिंदी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test; a story may opt into 'todo' with a reason.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
