import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart } from './Chart';

const DAYS = Array.from({ length: 7 }, (_, i) => ({
  date: `2026-11-${String(19 + i).padStart(2, '0')}`,
  orders: [3, 5, 2, 8, 6, 9, 4][i]!,
  revenue: [3200, 5400, 1800, 9900, 7100, 12050, 4300][i]!,
}));
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

const meta = {
  title: 'Admin/Chart',
  component: Chart<(typeof DAYS)[number]>,
  args: {
    title: 'Orders and sales per day',
    data: DAYS,
    x: { key: 'date', label: 'Day' },
    series: [
      { key: 'revenue', label: 'Sales', kind: 'bar', axis: 'left', format: rupees },
      { key: 'orders', label: 'Orders', kind: 'line', axis: 'right' },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Chart<(typeof DAYS)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing is hidden from screen readers; the same numbers are a table anyone can open. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the chart is drawn once its library has loaded', async () => {
      await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull(), {
        timeout: 10_000,
      });
      await expect(canvasElement.querySelector('[data-part="canvas"]')).toHaveAttribute(
        'aria-hidden',
        'true',
      );
    });
    await step('the numbers behind it, as a table', async () => {
      await userEvent.click(canvas.getByText('Show the numbers'));
      const table = canvas.getByRole('table', { name: 'Orders and sales per day' });
      await expect(within(table).getAllByRole('row')).toHaveLength(8);
      await expect(within(table).getByRole('row', { name: /2026-11-24/ })).toHaveTextContent(
        '₹12,050',
      );
    });
  },
};

export const TableOpen: Story = {
  args: { showTable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};
