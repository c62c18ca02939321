import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar, type FilterField } from './FilterBar';

const FIELDS: FilterField[] = [
  { name: 'q', label: 'Order number, email or phone', type: 'search' },
  {
    name: 'paymentStatus',
    label: 'Payment',
    type: 'select',
    options: [{ value: 'pending' }, { value: 'completed' }],
  },
  { name: 'from', label: 'Placed from', type: 'date' },
];

function Controlled({ onChange }: { onChange: (v: Record<string, string>) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <FilterBar
      label="Filter orders"
      fields={FIELDS}
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
      summary={`${Object.values(values).filter(Boolean).length} filters`}
    />
  );
}

const meta = {
  title: 'Admin/FilterBar',
  component: FilterBar,
  args: { label: 'Filter orders', fields: FIELDS, values: {}, onChange: fn() },
  render: (args) => <Controlled onChange={args.onChange} />,
  tags: ['autodocs'],
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filter orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await step('a choice applies at once', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Payment'), 'pending');
      await expect(args.onChange).toHaveBeenLastCalledWith({
        q: '',
        paymentStatus: 'pending',
        from: '',
      });
    });
    await step('text applies on Enter, not on every key', async () => {
      const calls = args.onChange.mock.calls.length;
      await userEvent.type(canvas.getByLabelText('Order number, email or phone'), '#1a2b');
      await expect(args.onChange.mock.calls.length).toBe(calls);
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({
        q: '#1a2b',
        paymentStatus: 'pending',
        from: '',
      });
      await expect(canvas.getByRole('status')).toHaveTextContent('2 filters');
    });
    await step('Clear filters empties every one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ q: '', paymentStatus: '', from: '' });
      await expect(canvas.getByLabelText('Order number, email or phone')).toHaveValue('');
    });
  },
};
