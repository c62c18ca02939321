import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages as uiEnglish } from '../locales/en';
import { messages as uiHindi } from '../locales/hi';
import { LocaleProvider, T, createI18n, useLocale, useT } from './I18n';

/** A server's text with values (`{ message, said }`), as a page in Hindi says it. */
function ServerSaid() {
  const t = useT();
  return (
    <p data-ui="ServerSaid">
      {t({
        id: '{code} applied: you save {saving}.',
        values: { code: 'WELCOME10', saving: '₹120' },
      })}
    </p>
  );
}

/** A few of the library's texts, one with a plural, as any component says them. */
function Sample() {
  const t = useT();
  return (
    <p data-locale={useLocale()}>
      <T message="Subtotal" /> ·{' '}
      {t('{count, plural, one {# rating} other {# ratings}}', { count: 3 })}
    </p>
  );
}

const meta = {
  title: 'UI/LocaleProvider',
  component: LocaleProvider,
  tags: ['autodocs'],
} satisfies Meta<typeof LocaleProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English: the texts as the code writes them, values filled in. */
export const English: Story = {
  args: { i18n: createI18n('en', [uiEnglish]), children: <Sample /> },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/Subtotal/);
    await expect(line).toHaveTextContent('Subtotal · 3 ratings');
    await expect(line).toHaveAttribute('data-locale', 'en');
  },
};

/** Hindi: the same texts from the Hindi catalogue. */
export const Hindi: Story = {
  args: { i18n: createI18n('hi', [uiEnglish, uiHindi]), children: <Sample /> },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/रेटिंग/);
    await expect(line).toHaveAttribute('data-locale', 'hi');
    await expect(line).toHaveTextContent('उप-योग · 3 रेटिंग');
  },
};

/** A text the server said with values: the Hindi template, the values kept as they are. */
export const ServerTextInHindi: Story = {
  args: { i18n: createI18n('hi', [uiEnglish, uiHindi]), children: <ServerSaid /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="ServerSaid"]')).toHaveTextContent(
      'WELCOME10 लग गया: आप ₹120 बचा रहे हैं।',
    );
  },
};

/** The same in English: the template with its values. */
export const ServerTextInEnglish: Story = {
  args: { i18n: createI18n('en', [uiEnglish]), children: <ServerSaid /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="ServerSaid"]')).toHaveTextContent(
      'WELCOME10 applied: you save ₹120.',
    );
  },
};
