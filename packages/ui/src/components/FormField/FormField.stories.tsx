import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField, fieldControlProps } from './FormField';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { id: 'petName', label: 'Pet name', children: null },
  render: (args) => (
    <FormField {...args}>
      <input id={args.id} {...fieldControlProps(args.id, { error: args.error, hint: args.hint })} />
    </FormField>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Pet name');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    // The mark is decorative: the accessible name stays the plain label.
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Pet name' }),
    ).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'As it appears on the vaccination card' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Pet name');
    await expect(input).toHaveAccessibleDescription('As it appears on the vaccination card');
  },
};

export const WithError: Story = {
  args: { error: 'This field is required', hint: 'As it appears on the vaccination card' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Pet name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('#petName__error')).toHaveTextContent(
      'This field is required',
    );
    await expect(input).toHaveAccessibleDescription(
      'As it appears on the vaccination card This field is required',
    );
  },
};
