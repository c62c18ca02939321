import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: {
    id: 'address',
    label: 'Clinic Address',
    placeholder: 'Enter full address',
    onChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Clinic Address' });
    await userEvent.type(box, '12 MG Road{enter}Pune');
    await expect(box).toHaveValue('12 MG Road\nPune');
  },
};

export const Filled: Story = { args: { defaultValue: '12 MG Road\nPune 411001' } };

export const WithError: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Clinic Address' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Clinic Address' }),
    ).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
