import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch,
  args: { locale: 'en', href: '/hi/pet-store?lang=hi' },
  tags: ['autodocs'],
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: a link to the Hindi page, its name in Hindi and marked so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read this page in हिंदी' });
    await expect(link).toHaveAttribute('href', '/hi/pet-store?lang=hi');
    await expect(link).toHaveAttribute('hreflang', 'hi');
    await expect(within(link).getByText('हिंदी').closest('[lang]')).toHaveAttribute('lang', 'hi');
  },
};

/** On a Hindi page: English, labelled in Hindi. */
export const OnAHindiPage: Story = {
  args: { locale: 'hi', href: '/pet-store?lang=en' },
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'यह पेज English में पढ़ें' });
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(within(link).getByText('English').closest('[lang]')).toHaveAttribute('lang', 'en');
  },
};
