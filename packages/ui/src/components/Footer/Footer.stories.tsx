import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: {
    blurb:
      'Petverse is where pet parents in India look after their dogs and cats: a pet store, vets, groomers, trainers and travel partners, all in one place.',
    social: [
      { label: 'Instagram', href: 'https://www.instagram.com/' },
      { label: 'YouTube', href: 'https://www.youtube.com/' },
    ],
    contact: { city: 'Pune, Maharashtra', email: 'hello@petverse.in', phone: '+91 20 4000 1234' },
    year: 2025,
  },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const footer = within(canvasElement.querySelector<HTMLElement>('[data-ui="Footer"]')!);
    await step('site links, as the spec lists them', async () => {
      const nav = footer.getByRole('navigation', { name: 'Footer' });
      await expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Home', 'About Us', 'Our Team', 'Privacy Policy']);
      await expect(footer.getByRole('link', { name: 'Our Team' })).toHaveAttribute(
        'href',
        '/about-us#our-team',
      );
    });
    await step('social links open in a new tab; contact has city, email and phone', async () => {
      await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(footer.getByText('Pune, Maharashtra')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'hello@petverse.in' })).toHaveAttribute(
        'href',
        'mailto:hello@petverse.in',
      );
      await expect(footer.getByRole('link', { name: '+91 20 4000 1234' })).toHaveAttribute(
        'href',
        'tel:+912040001234',
      );
    });
  },
};

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
