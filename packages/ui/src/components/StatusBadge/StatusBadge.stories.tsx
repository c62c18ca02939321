import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STATUS_TONES, StatusBadge } from './StatusBadge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  tags: ['autodocs'],
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('pending')).toBeVisible();
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {Object.keys(STATUS_TONES).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
      <StatusBadge status="something-new" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('in progress')).toHaveAttribute('data-state', 'in-progress');
    await expect(canvasElement.querySelectorAll('[data-ui="StatusBadge"]')).toHaveLength(
      Object.keys(STATUS_TONES).length + 1,
    );
  },
};

/** Two badges side by side say what each is about: 'Order: pending', 'Payment: completed'. */
export const WithLabel: Story = {
  args: { status: 'completed', label: 'Payment' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-ui="StatusBadge"]');
    await expect(badge).toHaveTextContent('Payment: completed');
    await expect(within(canvasElement).getByText('Payment:')).toBeVisible();
  },
};

/** Its own words where the status alone would mislead: 'Payment: Refunded ₹1,856.00'. */
export const WithOwnWords: Story = {
  args: { status: 'refunded', label: 'Payment', text: 'Refunded ₹1,856.00' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-ui="StatusBadge"]')!;
    await expect(badge).toHaveTextContent('Payment: Refunded ₹1,856.00');
    await expect(badge).toHaveAttribute('data-state', 'refunded');
  },
};
