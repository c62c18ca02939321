import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterPanel, type FilterGroup } from './FilterPanel';

const groups: FilterGroup[] = [
  {
    id: 'species',
    legend: 'Pet',
    value: null,
    options: [
      { value: 'dog', label: 'Dog', count: 214 },
      { value: 'cat', label: 'Cat', count: 192 },
    ],
  },
  {
    id: 'category',
    legend: 'Category',
    value: null,
    options: [
      { value: 'food', label: 'Food', count: 120 },
      { value: 'treats', label: 'Treats', count: 58 },
      { value: 'toys', label: 'Toys', count: 0 },
    ],
  },
];

/** Keeps the chosen values, as a page does through its URL. */
function Controlled(props: { onChange: (id: string, v: string | null) => void; many?: boolean }) {
  const [values, setValues] = useState<Record<string, string | null>>({});
  const source = props.many ? manyGroups : groups;
  return (
    <FilterPanel
      groups={source.map((g) => ({ ...g, value: values[g.id] ?? null }))}
      onChange={(id, value) => {
        setValues((v) => ({ ...v, [id]: value }));
        props.onChange(id, value);
      }}
      onClear={() => setValues({})}
    />
  );
}

const manyGroups: FilterGroup[] = [
  ...groups,
  {
    id: 'brand',
    legend: 'Brand',
    value: null,
    options: [
      'Pawfect',
      'Desi Bowl',
      'Himalayan Paws',
      'Zib',
      'TailCraft',
      'Whiskerly',
      'VetWise',
    ].map((b, i) => ({ value: b, label: b, count: 10 + i * 7 })),
  },
  {
    id: 'lifeStage',
    legend: 'Life stage',
    value: null,
    options: [
      { value: 'young', label: 'Puppy / kitten', count: 60 },
      { value: 'adult', label: 'Adult', count: 80 },
      { value: 'senior', label: 'Senior', count: 30 },
    ],
  },
  {
    id: 'price',
    legend: 'Price',
    value: null,
    options: [
      { value: 'under-500', label: 'Under ₹500', count: 150 },
      { value: '500-1000', label: '₹500 – ₹1,000', count: 140 },
      { value: '1000-2000', label: '₹1,000 – ₹2,000', count: 80 },
      { value: '2000-plus', label: '₹2,000 and above', count: 36 },
    ],
  },
];

const meta = {
  title: 'UI/FilterPanel',
  component: FilterPanel,
  args: { groups, onChange: fn(), onClear: fn() },
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Controlled onChange={args.onChange} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('every group starts on Any; a value with no results is disabled', async () => {
      await expect(canvas.getAllByRole('radio', { name: 'Any' })).toHaveLength(2);
      for (const any of canvas.getAllByRole('radio', { name: 'Any' }))
        await expect(any).toBeChecked();
      await expect(canvas.getByRole('radio', { name: /Toys/ })).toBeDisabled();
      await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    });
    await step('choosing a value reports it and offers to clear', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Dog 214 results' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('species', 'dog');
      await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
      await expect(canvas.getAllByRole('radio', { name: 'Any' })[0]).toBeChecked();
    });
    await step('Any reports null', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Food/ }));
      await userEvent.click(canvas.getAllByRole('radio', { name: 'Any' })[1]!);
      await expect(args.onChange).toHaveBeenLastCalledWith('category', null);
    });
  },
};

export const Chosen: Story = {
  args: {
    groups: groups.map((g) => (g.id === 'category' ? { ...g, value: 'food' } : g)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Food/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Many: Story = {
  render: (args) => <Controlled onChange={args.onChange} many />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: /Himalayan Paws/ })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('[data-ui="FilterPanel"]');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No filters for these results.')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Failed to fetch products', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
