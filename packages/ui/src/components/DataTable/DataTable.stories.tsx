import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

interface Order {
  id: string;
  buyer: string;
  total: number;
  status: string;
}

const ORDERS: Order[] = [
  { id: '1a2b3c4d', buyer: 'Asha Rao', total: 1299, status: 'pending' },
  { id: '5e6f7a8b', buyer: 'Kiran Shah', total: 549.5, status: 'confirmed' },
  { id: '9c0d1e2f', buyer: 'Ila Sen', total: 3120, status: 'shipped' },
];

const COLUMNS: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (o) => `#${o.id}` },
  { id: 'buyer', header: 'Buyer', cell: (o) => o.buyer, sortable: true },
  { id: 'total', header: 'Total', cell: (o) => `₹${o.total}`, sortable: true, align: 'end' },
  { id: 'status', header: 'Status', cell: (o) => o.status },
];

/** A table whose sort and selection are kept by its page, as the back office's pages do. */
function Controlled(props: {
  onSortChange: (s: DataTableSort | null) => void;
  onSelectionChange: (ids: string[]) => void;
}) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const rows = sort
    ? [...ORDERS].sort((a, b) => {
        const k = sort.id as keyof Order;
        const d = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0;
        return sort.desc ? -d : d;
      })
    : ORDERS;
  return (
    <>
      <DataTable
        caption="Orders"
        columns={COLUMNS}
        rows={rows}
        rowId={(o) => o.id}
        rowLabel={(o) => `order #${o.id}`}
        sort={sort}
        onSortChange={(s) => {
          setSort(s);
          props.onSortChange(s);
        }}
        selected={selected}
        onSelectionChange={(ids) => {
          setSelected(ids);
          props.onSelectionChange(ids);
        }}
      />
      <p>{selected.length} selected</p>
    </>
  );
}

const meta = {
  title: 'Admin/DataTable',
  component: DataTable,
  args: { caption: 'Orders', columns: COLUMNS, rows: ORDERS, rowId: (o: Order) => o.id },
  tags: ['autodocs'],
} satisfies Meta<typeof DataTable<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
  },
};

/** Sorting is the server's: a header button asks, aria-sort says what the rows show. */
export const SortingAndSelection: Story = {
  render: () => <Controlled onSortChange={fn()} onSelectionChange={fn()} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const totalHeader = () => canvas.getByRole('columnheader', { name: /Total/ });
    await step('a sortable header is a button; a plain one is not', async () => {
      await expect(canvas.queryByRole('button', { name: /Order/ })).toBeNull();
      await expect(totalHeader()).not.toHaveAttribute('aria-sort');
    });
    await step('sorting by total, then the other way', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Total/ }));
      await expect(totalHeader()).toHaveAttribute('aria-sort', 'ascending');
      await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('#5e6f7a8b');
      await userEvent.click(canvas.getByRole('button', { name: /Total/ }));
      await expect(totalHeader()).toHaveAttribute('aria-sort', 'descending');
      await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('#9c0d1e2f');
    });
    await step('rows are selected one by one, or all at once', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order #1a2b3c4d' }));
      await expect(canvas.getByText('1 selected')).toBeVisible();
      const all = canvas.getByRole('checkbox', { name: 'Select every row on this page' });
      await expect((all as HTMLInputElement).indeterminate).toBe(true);
      await userEvent.click(all);
      await expect(canvas.getByText('3 selected')).toBeVisible();
    });
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyTitle: 'No orders match', emptyDescription: 'Try another status.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders match')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: 'We could not load the orders.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the orders.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone the table scrolls sideways inside its region; the page does not. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeGreaterThanOrEqual(region.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
