import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    items: [
      {
        id: 'details',
        label: 'Details',
        content: <p>Complete adult dog food with real chicken.</p>,
      },
      { id: 'reviews', label: 'Reviews', content: <p>No reviews yet</p> },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    const reviews = canvas.getByRole('tab', { name: 'Reviews' });
    await step('the first tab is selected and its panel shown', async () => {
      await expect(details).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Complete adult dog food');
    });
    await step('clicking a tab shows its panel', async () => {
      await userEvent.click(reviews);
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No reviews yet');
    });
    await step('arrow keys move the selection and wrap', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(details).toHaveFocus();
      await expect(details).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(reviews).toHaveAttribute('aria-selected', 'true');
      await expect(details).toHaveAttribute('tabindex', '-1');
    });
  },
};

export const StartingOnSecond: Story = {
  args: { defaultSelectedId: 'reviews' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('No reviews yet');
  },
};
