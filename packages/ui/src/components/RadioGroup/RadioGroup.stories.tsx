import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function Stateful(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    id: 'gender',
    name: 'gender',
    label: 'Gender',
    options: ['Male', 'Female', 'Other'].map((value) => ({ value })),
    value: '',
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    await step('clicking a choice picks it', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('Male');
    });
    await step('arrow keys move the choice', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('Female');
    });
  },
};

export const Filled: Story = { args: { value: 'Other' } };

export const WithError: Story = {
  args: { required: true, error: 'All fields are required.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('All fields are required.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Male' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const VerticalOnMobile: Story = {
  args: { orientation: 'vertical' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
