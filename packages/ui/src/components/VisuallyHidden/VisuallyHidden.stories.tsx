import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows only an icon; its name comes from the hidden text. */
export const NamesAnIconButton: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">♥</span>
      <VisuallyHidden>Add to wishlist</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to wishlist' });
    const hidden = button.querySelector('[data-ui="VisuallyHidden"]')!;
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
