import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmAction } from './ConfirmAction';

const meta = {
  title: 'Admin/ConfirmAction',
  component: ConfirmAction,
  args: {
    label: 'Cancel and refund',
    title: 'Cancel order #1a2b3c4d',
    message: '₹1,299.00 goes back to the buyer through Razorpay.',
    confirmLabel: 'Cancel the order',
    tone: 'danger',
    fields: [{ name: 'reason', label: 'Why' }],
    onConfirm: fn(async () => undefined),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Money moves only once confirmed, with the reason asked for in the dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Cancel order #1a2b3c4d' });
    await expect(dialog).toHaveAccessibleDescription(
      '₹1,299.00 goes back to the buyer through Razorpay.',
    );
    await step('the reason is required', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
      await expect(within(dialog).getByText('Why is required.')).toBeVisible();
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step('confirmed with a reason, the action runs and the dialog closes', async () => {
      await userEvent.type(within(dialog).getByLabelText(/Why/), 'Damaged in the warehouse');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
      await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Damaged in the warehouse' });
      await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    });
  },
};

/** A failed action keeps the dialog open and says why. */
export const Failed: Story = {
  args: {
    fields: [],
    onConfirm: fn(async () => {
      throw new Error('An order that is delivered cannot be cancelled.');
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An order that is delivered cannot be cancelled.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cancel and refund' }),
    ).toBeDisabled();
  },
};
