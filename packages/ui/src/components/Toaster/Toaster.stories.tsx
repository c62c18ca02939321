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
