import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeInput } from './TimeInput';

const meta = {
  title: 'UI/TimeInput',
  component: TimeInput,
  args: { id: 'time', label: 'Appointment Time', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof TimeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Appointment Time');
    await expect(input).toHaveAttribute('type', 'time');
    await userEvent.type(input, '10:30');
    await expect(input).toHaveValue('10:30');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: '15:00' } };

export const WithError: Story = {
  args: { error: 'Select appointment time' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Appointment Time');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Select appointment time');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Appointment Time')).toBeDisabled();
  },
};
