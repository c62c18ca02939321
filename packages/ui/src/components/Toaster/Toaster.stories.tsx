import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { notify } from './Toaster';

// The global decorator renders <Toaster />; these stories raise toasts into it.
const meta = {
  title: 'UI/Toaster',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: () => (
    <Button onClick={() => notify.success('Quantity updated!')}>Update quantity</Button>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update quantity' }));
    const toast = await within(document.body).findByText('Quantity updated!');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Error: Story = {
  render: () => (
    <Button onClick={() => notify.error('Failed to update quantity')}>Update quantity</Button>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update quantity' }));
    const toast = await within(document.body).findByText('Failed to update quantity');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const DismissAndTimeout: Story = {
  render: () => (
    <Button onClick={() => notify.success('Item removed from cart!')}>Remove item</Button>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const body = within(document.body);
    const toast = (await body.findByText('Item removed from cart!')).closest<HTMLElement>(
      '[role]',
    )!;
    await expect(toast).toHaveAttribute('role', 'status');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByText('Item removed from cart!')).toBeNull());
  },
};

export const ErrorsAreAlerts: Story = {
  render: () => <Button onClick={() => notify.error('Failed to remove item')}>Remove item</Button>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const toast = await within(document.body).findByText('Failed to remove item');
    await expect(toast.closest('[role]')).toHaveAttribute('role', 'alert');
  },
};

/**
 * A control in the top-right corner (like a product page's wishlist heart) raises a toast: the
 * stack moves to the bottom-right, so the toast never covers it and the next click reaches it.
 */
export const NeverCoversItsControl: Story = {
  render: () => (
    <div style={{ position: 'fixed', top: 24, right: 40 }}>
      <Button onClick={() => notify.success('Added to wishlist!')}>♥ Wishlist</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '♥ Wishlist' });
    await userEvent.click(button);
    const toast = await within(document.body).findByText('Added to wishlist!');
    const [a, b] = [button.getBoundingClientRect(), toast.getBoundingClientRect()];
    const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    await expect(overlaps).toBe(false);
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(document.body).getAllByText('Added to wishlist!')).toHaveLength(2),
    );
  },
};
