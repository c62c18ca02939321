import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortControl } from './SortControl';

const options = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
];

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('relevance');
  return (
    <SortControl
      value={value}
      options={options}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'UI/SortControl',
  component: SortControl,
  args: { value: 'relevance', options, onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof SortControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Controlled onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('relevance');
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onChange).toHaveBeenLastCalledWith('price_asc');
    await expect(select).toHaveValue('price_asc');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'rating' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('rating');
  },
};

export const Empty: Story = {
  args: { options: [{ value: 'relevance', label: 'Relevance' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(1);
  },
};
