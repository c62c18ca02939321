import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistButton } from './WishlistButton';

const meta = {
  title: 'UI/WishlistButton',
  component: WishlistButton,
  args: { active: false, productName: 'Feather Teaser Wand', onToggle: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof WishlistButton>;
export default meta;
type Story = StoryObj<typeof meta>;

function Toggleable({ onToggle }: { onToggle: () => void }) {
  const [active, setActive] = useState(false);
  return (
    <WishlistButton
      active={active}
      productName="Feather Teaser Wand"
      onToggle={() => {
        setActive((a) => !a);
        onToggle();
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Toggleable onToggle={args.onToggle} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Wishlist Feather Teaser Wand',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

export const Active: Story = { args: { active: true } };

export const Pending: Story = {
  args: { active: true, pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
    // It keeps the focus while it saves, so a keyboard user is not thrown to the page's top.
    await expect(button).toHaveFocus();
  },
};
