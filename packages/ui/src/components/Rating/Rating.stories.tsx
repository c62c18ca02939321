import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rating, RatingInput } from './Rating';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4.5 },
  tags: ['autodocs'],
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
  },
};

export const WithCount: Story = {
  args: { value: 4.3, count: 23 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(23)')).toBeVisible();
    await expect(canvas.getByText('Rated 4.3 out of 5 from 23 ratings')).toBeInTheDocument();
  },
};

export const Unrated: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('N/A')).toBeVisible();
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 5.0 out of 5')).toBeInTheDocument();
  },
};

function ControlledInput({
  onChange,
  disabled,
}: {
  onChange: (v: number) => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingInput
      value={value}
      disabled={disabled}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

export const Input: StoryObj<{ onChange: (v: number) => void }> = {
  args: { onChange: fn() },
  render: (args) => <ControlledInput onChange={args.onChange} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('clicking the fourth star chooses 4', async () => {
      await userEvent.click(canvas.getByText('4 stars'));
      await expect(args.onChange).toHaveBeenLastCalledWith(4);
      await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    });
    await step('arrow keys move between stars', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(5);
    });
  },
};

export const InputDisabled: StoryObj<{ onChange: (v: number) => void }> = {
  args: { onChange: fn() },
  render: (args) => <ControlledInput onChange={args.onChange} disabled />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeDisabled();
    await userEvent.click(canvas.getByText('3 stars'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
