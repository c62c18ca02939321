import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Admin/StatCard',
  component: StatCard,
  args: { label: 'Orders today', value: '42', hint: '₹54,300.00 of sales' },
  tags: ['autodocs'],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Orders today' });
    await expect(card).toHaveTextContent('42');
    await expect(card).toHaveTextContent('₹54,300.00 of sales');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      <StatCard label="Waiting to ship" value="7" tone="warning" />
      <StatCard label="Out of stock" value="3" tone="danger" />
      <StatCard label="Sales, last 7 days" value="₹2,31,000.00" tone="success" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-ui="StatCard"]')).toHaveLength(3);
    await expect(
      within(canvasElement).getByRole('region', { name: 'Out of stock' }),
    ).toHaveAttribute('data-variant', 'danger');
  },
};
