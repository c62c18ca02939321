import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PaymentConfirmPage from './PaymentConfirmPage';

const meta = {
  title: 'Pages/Payment Confirmation',
  component: PaymentConfirmPage,
  parameters: { route: '/auth/pet-payment-confirm', layout: 'padded' },
} satisfies Meta<typeof PaymentConfirmPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View Order' })).toBeEnabled();
  },
};
