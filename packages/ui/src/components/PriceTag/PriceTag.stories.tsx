import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'UI/PriceTag',
  component: PriceTag,
  args: { amount: 1249 },
  tags: ['autodocs'],
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,249.00')).toBeInTheDocument();
  },
};

export const WithPaise: Story = {
  args: { amount: 549.5, emphasis: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹549.50')).toBeInTheDocument();
  },
};

export const Lakhs: Story = {
  args: { amount: 150000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,50,000.00')).toBeInTheDocument();
  },
};

export const NotANumber: Story = {
  args: { amount: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹0.00')).toBeInTheDocument();
  },
};
