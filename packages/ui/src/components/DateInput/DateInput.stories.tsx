import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateInput } from './DateInput';

const meta = {
  title: 'UI/DateInput',
  component: DateInput,
  args: { id: 'travel', label: 'Date of Travel', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Date of Travel');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2030-01-15');
    await expect(input).toHaveValue('2030-01-15');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: '2030-01-15' } };

export const WithError: Story = {
  args: { error: 'Select appointment date' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of Travel');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Select appointment date');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date of Travel')).toBeDisabled();
  },
};
