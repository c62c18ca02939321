import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PaymentConfirmPage from './PaymentConfirmPage';

const meta = {
  title: 'Pages/Payment Confirmation',
  component: PaymentConfirmPage,
  parameters: {
    route: {
      pathname: '/auth/pet-payment-confirm',
      state: {
        order: { _id: '5e0c9a7b-1f2d-4c3b-8a9e-00000000a1b2', totalPrice: 2546 },
      },
    },
    layout: 'padded',
  },
} satisfies Meta<typeof PaymentConfirmPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View Order' })).toBeEnabled();
    await expect(canvas.getByText(/₹2,546\.00/)).toBeVisible();
  },
};

/** Opened directly, with no payment behind it: no 'Payment Successful!' (it goes to the orders). */
export const OpenedWithoutAnOrder: Story = {
  parameters: { route: '/auth/pet-payment-confirm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
  },
};

/** Issue 38: the saving of the coupon used is said with the order. */
export const WithCoupon: Story = {
  parameters: {
    route: {
      pathname: '/auth/pet-payment-confirm',
      state: {
        order: {
          _id: '5e0c9a7b-1f2d-4c3b-8a9e-00000000a1b2',
          totalPrice: 1850,
          coupon: { code: 'WELCOME10', discount: 199 },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You saved ₹199.00 with WELCOME10.')).toBeVisible();
    await expect(canvas.getByText(/₹1,850\.00/)).toBeVisible();
  },
};
