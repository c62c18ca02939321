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
  },
};

export const WithoutShipping: Story = {
  args: { shipping: undefined, total: 1598, title: 'Total Price', action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Shipping')).toBeNull();
  },
};
