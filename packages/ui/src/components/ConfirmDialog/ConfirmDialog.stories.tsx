import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete Address',
    message: 'Are you sure you want to delete this address? This action cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Delete Address' });
    await step('the question describes the dialog and focus starts on Cancel', async () => {
      await expect(dialog).toHaveAccessibleDescription(
        'Are you sure you want to delete this address? This action cannot be undone.',
      );
      await waitFor(() =>
        expect(page(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
      );
    });
    await step('Delete confirms, Cancel and Escape cancel', async () => {
      await userEvent.click(page(canvasElement).getByRole('button', { name: 'Delete' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await userEvent.click(page(canvasElement).getByRole('button', { name: 'Cancel' }));
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
    });
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvasElement, args }) => {
    await expect(page(canvasElement).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page(canvasElement).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** On a Hindi page the title, the question and both buttons, given in English, read in Hindi. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'पता हटाएँ' });
    await expect(dialog).not.toHaveAccessibleDescription(/Are you sure/);
    await expect(page(canvasElement).getByRole('button', { name: 'हटाएँ' })).toBeVisible();
    await waitFor(() =>
      expect(page(canvasElement).getByRole('button', { name: 'रद्द करें' })).toHaveFocus(),
    );
  },
};
