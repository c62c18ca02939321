import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceCard } from './ServiceCard';

const meta = {
  title: 'UI/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Pet Care',
    href: '/pet-dog-care',
    image: '/art/service-care.svg',
    description: 'Vets, pharmacy and insurance for dogs and cats.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Pet Care' });
    await expect(link).toHaveAttribute('href', '/pet-dog-care');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pet Care' })).toBeVisible();
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, title: 'Zib Store', href: '/zib-store' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zib Store' })).toBeVisible();
  },
};
