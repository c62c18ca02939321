import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTable } from './PriceTable';

const meta = {
  title: 'UI/PriceTable',
  component: PriceTable,
  args: {
    caption: 'Full grooming package by city',
    rows: [
      { label: 'Pune', price: 2499, note: 'Bath, haircut, nails, ears and teeth' },
      { label: 'Mumbai', price: 3000, note: 'Bath, haircut, nails, ears and teeth' },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof PriceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Full grooming package by city' });
    await expect(within(table).getByRole('rowheader', { name: /Pune/ })).toBeVisible();
    await expect(within(table).getByText('₹2,499.00')).toBeVisible();
    await expect(within(table).getByText('₹3,000.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
