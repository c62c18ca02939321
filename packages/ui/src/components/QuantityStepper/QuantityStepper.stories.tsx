import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function Controlled(
  props: Omit<QuantityStepperProps, 'onChange'> & { onChange: (v: number) => void },
) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await step('decrement is disabled at the minimum of 1', async () => {
      await expect(input).toHaveAttribute('aria-valuenow', '1');
      await expect(minus).toBeDisabled();
    });
    await step('+ increases and enables −', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
      await expect(input).toHaveAttribute('aria-valuenow', '2');
      await expect(args.onChange).toHaveBeenLastCalledWith(2);
      await expect(minus).toBeEnabled();
    });
    await step('arrow keys step, Home goes to the minimum', async () => {
      input.focus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(input).toHaveAttribute('aria-valuenow', '4');
      await userEvent.keyboard('{Home}');
      await expect(input).toHaveAttribute('aria-valuenow', '1');
    });
    await step('typing a number sets it; letters are ignored; 0 clamps to 1', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '7x');
      await expect(input).toHaveValue('7');
      await expect(args.onChange).toHaveBeenLastCalledWith(7);
      await userEvent.clear(input);
      await userEvent.type(input, '0');
      await userEvent.tab();
      await expect(input).toHaveValue('1');
    });
    await step('a negative number is below the minimum, never its digits (issue 36)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
      (args.onChange as Mock).mockClear();
      await userEvent.clear(input);
      await userEvent.type(input, '-4');
      await expect(input).toHaveValue('1');
      await expect(input).toHaveAttribute('aria-valuenow', '1');
      await expect(args.onChange).not.toHaveBeenCalledWith(4);
      await userEvent.clear(input);
      await userEvent.type(input, '4.5');
      await userEvent.tab();
      await expect(input).toHaveValue('4');
      await expect(args.onChange).not.toHaveBeenCalledWith(45);
    });
  },
};

export const AtMaximum: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
