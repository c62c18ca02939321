import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TOAST_DURATION } from './durations';
import { notify } from './notify';

// The global decorator renders <Toaster /> (react-toastify, loaded after first paint); these
// stories raise toasts into it.
const meta = {
  title: 'UI/Toaster',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The toast element (react-toastify's) holding a text; its text is the message alone. */
const toastWith = async (text: string) => {
  const toast = (await body.findByText(text)).closest<HTMLElement>('.Toastify__toast')!;
  await expect(toast.querySelector('p')?.textContent).toBe(text);
  return toast;
};

/**
 * react-toastify closes a toast when its (hidden) timer animation ends, so the timer's clock is
 * the animation's: the stories move it like fake timers move `setTimeout`, without waiting.
 */
const timerOf = (toast: HTMLElement) => {
  const bar = toast.querySelector<HTMLElement>('.Toastify__progress-bar')!;
  const [animation] = bar.getAnimations();
  return { bar, animation: animation! };
};

const expectClosesAfter = async (toast: HTMLElement, text: string, ms: number) => {
  const { bar, animation } = timerOf(toast);
  await expect(bar.style.animationDuration).toBe(`${ms}ms`);
  await expect(animation.effect?.getComputedTiming().duration).toBe(ms);
  animation.pause();
  animation.currentTime = ms - 50;
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(body.getByText(text)).toBeVisible();
  animation.finish();
  await waitFor(() => expect(body.queryByText(text)).toBeNull());
};

export const SuccessTopRightForThreeSeconds: Story = {
  render: () => (
    <Button onClick={() => notify.success('Quantity updated!')}>Update quantity</Button>
  ),
  play: async ({ canvasElement, step }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update quantity' }));
    const toast = await toastWith('Quantity updated!');
    await step('a polite status in the top-right corner', async () => {
      await expect(toast).toHaveAttribute('role', 'status');
      await expect(toast.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      const box = toast.getBoundingClientRect();
      await expect(window.innerWidth - box.right).toBeLessThanOrEqual(16);
      await expect(box.top).toBeLessThanOrEqual(24);
    });
    await step('still there just before 3 s, gone at 3 s', async () => {
      await expectClosesAfter(toast, 'Quantity updated!', TOAST_DURATION.success);
    });
  },
};

export const ErrorAlertForFiveSeconds: Story = {
  render: () => (
    <Button onClick={() => notify.error('Failed to update quantity')}>Update quantity</Button>
  ),
  play: async ({ canvasElement, step }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update quantity' }));
    const toast = await toastWith('Failed to update quantity');
    await step('an alert', () => expect(toast).toHaveAttribute('role', 'alert'));
    await step('still there just before 5 s, gone at 5 s', async () => {
      await expectClosesAfter(toast, 'Failed to update quantity', TOAST_DURATION.error);
    });
  },
};

export const Dismiss: Story = {
  render: () => <Button onClick={() => notify.info('Item removed from cart!')}>Remove item</Button>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const toast = await toastWith('Item removed from cart!');
    await expect(timerOf(toast).bar.style.animationDuration).toBe(`${TOAST_DURATION.success}ms`);
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByText('Item removed from cart!')).toBeNull());
  },
};

export const HoverKeepsIt: Story = {
  render: () => <Button onClick={() => notify.success('Added to cart!')}>Add to cart</Button>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const toast = await toastWith('Added to cart!');
    await userEvent.hover(toast);
    await waitFor(() => expect(timerOf(toast).bar.style.animationPlayState).toBe('paused'));
    await userEvent.unhover(toast);
    await waitFor(() => expect(timerOf(toast).bar.style.animationPlayState).toBe('running'));
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
    const toast = await toastWith('Added to wishlist!');
    const [a, b] = [button.getBoundingClientRect(), toast.getBoundingClientRect()];
    const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    await expect(overlaps).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(body.getAllByText('Added to wishlist!')).toHaveLength(2));
  },
};

/** A control that saves first and says so after (a wishlist heart): disabled while it saves. */
function SavingButton() {
  const [saving, setSaving] = useState(false);
  return (
    <div style={{ position: 'fixed', top: 24, right: 40 }}>
      <Button
        disabled={saving}
        onClick={() => {
          setSaving(true);
          setTimeout(() => {
            setSaving(false);
            notify.success('Added to wishlist!');
          }, 30);
        }}
      >
        ♥ Save
      </Button>
    </div>
  );
}

/**
 * Quick clicks on a control that is disabled while it saves and raises its toast when done
 * (issue 36): the browser has dropped its focus by then, and the toast still keeps off it, from
 * the pointer that pressed it, so every click reaches the control.
 */
export const QuickClicksOnASavingControl: Story = {
  render: () => <SavingButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '♥ Save' });
    const reachable = () => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === button || button.contains(hit);
    };
    for (let click = 1; click <= 3; click += 1) {
      await waitFor(() => expect(button).toBeEnabled());
      await expect(reachable()).toBe(true);
      await userEvent.click(button);
      await waitFor(() => expect(body.getAllByText('Added to wishlist!')).toHaveLength(click));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const toast of document.querySelectorAll('.Toastify__toast')) {
        const [a, b] = [button.getBoundingClientRect(), toast.getBoundingClientRect()];
        await expect(
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
        ).toBe(false);
      }
    }
  },
};

const LONG_MESSAGE =
  'Cotton Rope Tug Toy for Large Dogs, Extra Strong, with Braided Handles and a Squeaker was added to your wishlist!';

/**
 * A toast taller than the region expects (a long product name) raised by a control a little
 * below the corner: the stack as laid out is checked before it is painted, and moves.
 */
export const ATallToastNeverCoversItsControl: Story = {
  render: () => (
    <div style={{ position: 'fixed', top: 110, right: 60 }}>
      <Button onClick={() => notify.success(LONG_MESSAGE)}>♥ Keep</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '♥ Keep' });
    await userEvent.click(button);
    const toast = await toastWith(LONG_MESSAGE);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const [a, b] = [button.getBoundingClientRect(), toast.getBoundingClientRect()];
    await expect(b.height).toBeGreaterThan(90);
    await expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(
      false,
    );
  },
};
