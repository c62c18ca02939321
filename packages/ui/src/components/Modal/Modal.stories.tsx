import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { Modal, type ModalProps } from './Modal';

function ModalDemo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Address</Button>
      <Modal
        title="Add Address"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <p>The form goes here.</p>
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  args: { onClose: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Address' });
    await step('opens as a named modal dialog with focus inside and scroll locked', async () => {
      await userEvent.click(trigger);
      const dialog = page(canvasElement).getByRole('dialog', { name: 'Add Address' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await expect(document.body.style.overflow).toBe('hidden');
    });
    await step(
      'the page behind is inert: no click, focus or reading reaches the trigger',
      async () => {
        await expect(trigger.closest('[inert]')).not.toBeNull();
      },
    );
    await step('Tab stays inside the dialog', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      const dialog = page(canvasElement).getByRole('dialog', { name: 'Add Address' });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(document.body.style.overflow).toBe('');
      await expect(trigger.closest('[inert]')).toBeNull();
    });
  },
};

export const CloseButton: Story = {
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('dialog', { name: 'Add Address' })).toBeVisible();
  },
};

function ModalOverDrawer() {
  const [drawer, setDrawer] = useState(false);
  const [modal, setModal] = useState(false);
  return (
    <>
      <Button onClick={() => setDrawer(true)}>Account menu</Button>
      <Drawer title="My Account" open={drawer} onClose={() => setDrawer(false)}>
        <Button onClick={() => setModal(true)}>Delete account</Button>
      </Drawer>
      <Modal title="Delete account?" open={modal} onClose={() => setModal(false)}>
        <p>This cannot be undone.</p>
      </Modal>
    </>
  );
}

/**
 * The one dialog behaviour, stacked: a Modal opened from a Drawer. Escape closes only the
 * innermost dialog, focus goes back one level at a time, and the page stays scroll-locked until
 * the last dialog has closed (one counted lock).
 */
export const OverADrawer: Story = {
  render: () => <ModalOverDrawer />,
  play: async ({ canvasElement, step }) => {
    const body = page(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'My Account' });
    const inner = within(drawer).getByRole('button', { name: 'Delete account' });
    await userEvent.click(inner);
    await body.findByRole('dialog', { name: 'Delete account?' });
    await expect(document.body.style.overflow).toBe('hidden');
    await step('Escape closes the Modal only; the page stays locked', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(body.queryByRole('dialog', { name: 'Delete account?' })).toBeNull(),
      );
      await expect(body.getByRole('dialog', { name: 'My Account' })).toBeVisible();
      await waitFor(() => expect(inner).toHaveFocus());
      await expect(document.body.style.overflow).toBe('hidden');
    });
    await step('Escape again closes the Drawer and unlocks the page', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(document.body.style.overflow).toBe('');
    });
  },
};
