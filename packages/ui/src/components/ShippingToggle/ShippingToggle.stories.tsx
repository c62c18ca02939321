import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShippingToggle } from './ShippingToggle';

const options = [
  { value: 'Economy', price: 50, days: '3-5 days' },
  { value: 'Express', price: 100, days: '1-2 days' },
];

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('Economy');
  return (
    <ShippingToggle
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'UI/ShippingToggle',
  component: ShippingToggle,
  args: { options, value: 'Economy', onChange: fn() },
  render: (args) => <Controlled onChange={args.onChange} />,
  tags: ['autodocs'],
} satisfies Meta<typeof ShippingToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Economy/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Express/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Express');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: /Economy/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Economy');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** At checkout each option says when it would arrive (Sundays skipped). */
export const WithDeliveryDates: Story = {
  args: {
    options: [
      { ...options[0]!, arrives: 'Delivered by Sat, 28 Nov' },
      { ...options[1]!, arrives: 'Delivered by Wed, 25 Nov' },
    ],
  },
  render: (args) => <ShippingToggle {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: /Economy.*Delivered by Sat, 28 Nov/ }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: /Express.*Delivered by Wed, 25 Nov/ }),
    ).not.toBeChecked();
  },
};
