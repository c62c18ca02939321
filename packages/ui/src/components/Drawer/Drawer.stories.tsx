import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';

function DrawerDemo(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Account menu</Button>
      <Drawer
        title="My Account"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <a href="#profile">Profile</a>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: DrawerDemo,
  args: { onClose: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof DrawerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    await step('slides in as a named modal dialog', async () => {
      await userEvent.click(trigger);
      const drawer = page(canvasElement).getByRole('dialog', { name: 'My Account' });
      await expect(drawer).toHaveAttribute('aria-modal', 'true');
      await expect(drawer).toHaveAttribute('data-side', 'left');
      await expect(page(canvasElement).getByRole('link', { name: 'Profile' })).toBeVisible();
    });
    await step('the close button closes it and focus returns', async () => {
      await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }));
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const EscapeCloses: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    await expect(page(canvasElement).getByRole('dialog', { name: 'My Account' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A form's drawer (`size="lg"`): 480 px from the right; on a phone a sheet from the bottom. */
export const WideFromTheRight: Story = {
  args: { side: 'right', size: 'lg' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const drawer = page(canvasElement).getByRole('dialog', { name: 'My Account' });
    await expect(drawer).toHaveAttribute('data-size', 'lg');
    const view = canvasElement.ownerDocument.defaultView!;
    // Once it has slid in.
    const placed = () => {
      const box = drawer.getBoundingClientRect();
      return { right: Math.round(box.right), width: Math.round(box.width) };
    };
    await waitFor(() =>
      expect(placed()).toEqual({ right: view.innerWidth, width: Math.min(480, view.innerWidth) }),
    );
  },
};

export const WideAsASheetOnAPhone: Story = {
  args: { side: 'right', size: 'lg' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const drawer = page(canvasElement).getByRole('dialog', { name: 'My Account' });
    const view = canvasElement.ownerDocument.defaultView!;
    const placed = () => {
      const box = drawer.getBoundingClientRect();
      return { width: Math.round(box.width), bottom: Math.round(box.bottom) };
    };
    // A sheet from the bottom, the screen's whole width.
    await waitFor(() =>
      expect(placed()).toEqual({ width: view.innerWidth, bottom: view.innerHeight }),
    );
  },
};
