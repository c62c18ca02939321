import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    id: 'petType',
    label: 'Pet Type',
    placeholder: 'Select pet type',
    options: ['Dog', 'Cat', 'Bird', 'Rabbit', 'Other'].map((value) => ({ value })),
    onChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pet Type' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Cat');
    await expect(select).toHaveValue('Cat');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = { args: { defaultValue: 'Dog' } };

export const WithError: Story = {
  args: { error: 'Select a breed' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pet Type' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Select a breed');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Pet Type' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
