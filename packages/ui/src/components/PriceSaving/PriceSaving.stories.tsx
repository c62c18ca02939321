import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceSaving } from './PriceSaving';

const meta = {
  title: 'UI/PriceSaving',
  component: PriceSaving,
  args: { mrp: 1499, percentOff: 16, unitPrice: { price: 416, unit: 'kg' } },
  tags: ['autodocs'],
} satisfies Meta<typeof PriceSaving>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,499.00').tagName).toBe('S');
    await expect(canvas.getByText(/MRP/)).toBeInTheDocument();
    await expect(canvas.getByText('16% off')).toBeInTheDocument();
    await expect(canvas.getByText('₹416/kg')).toBeInTheDocument();
  },
};

export const PerLitre: Story = {
  args: { mrp: null, percentOff: null, unitPrice: { price: 698, unit: 'L' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹698/L')).toBeInTheDocument();
    await expect(canvas.queryByText(/MRP/)).not.toBeInTheDocument();
  },
};

export const Nothing: Story = {
  args: { mrp: null, percentOff: null, unitPrice: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="PriceSaving"]')).toBeNull();
  },
};
