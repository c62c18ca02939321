import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { OrderSummary } from './OrderSummary';

const meta = {
  title: 'UI/OrderSummary',
  component: OrderSummary,
  args: {
    subtotal: 1598,
    shipping: 100,
    total: 1698,
    action: <Button fullWidth>Continue to Payment</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,598.00')).toBeVisible();
    await expect(canvas.getByText('₹100.00')).toBeVisible();
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹1,698.00');
    await expect(canvas.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    await expect(canvas.queryByText(/rounded/)).toBeNull();
  },
};

export const WithoutShipping: Story = {
  args: { shipping: undefined, total: 1598, title: 'Total Price', action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Shipping')).toBeNull();
  },
};

/** ₹2,148.47 + ₹50.00 is charged as ₹2,198.00 (whole rupees, spec §9), and the summary says so. */
export const RoundedTotal: Story = {
  args: { subtotal: 2148.47, shipping: 50, total: 2198 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,198.00');
    await expect(
      canvas.getByText('Total rounded to the nearest rupee from ₹2,198.47.'),
    ).toBeVisible();
  },
};

/** A coupon's saving (issue 38) shows between shipping and the total, which it lowers. */
export const WithCoupon: Story = {
  args: {
    subtotal: 1999,
    shipping: 50,
    discount: { label: 'Coupon WELCOME10', amount: 199 },
    total: 1850,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coupon WELCOME10')).toBeVisible();
    await expect(canvas.getByTestId('order-discount')).toHaveTextContent('−₹199.00');
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹1,850.00');
    await expect(canvas.queryByText(/rounded/)).toBeNull();
  },
};
