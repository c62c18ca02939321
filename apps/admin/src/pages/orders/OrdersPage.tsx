import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdminOrders } from '@petverse/api/admin';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_PROGRESS,
  PAYMENT_METHODS,
  ADMIN_PAYMENT_STATES,
  type AdminOrderRow,
  type OrderStatus,
} from '@petverse/api/contract';
import { Pagination, StatusBadge, statusWords } from '@petverse/ui';
import { DataTable, FilterBar, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { count, orderNumber, problem, rupees, when } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { BulkActions } from './BulkActions';
import { Tabs } from './OrdersPage.styles';

const FILTERS = [
  'status',
  'q',
  'paymentStatus',
  'paymentMethod',
  'from',
  'to',
  'pincode',
  'state',
] as const;
const TABS: readonly (OrderStatus | '')[] = ['', ...ORDER_PROGRESS, 'rto', 'cancelled'];

const COLUMNS: DataTableColumn<AdminOrderRow>[] = [
  {
    id: 'number',
    header: 'Order',
    cell: (o) => <Link to={`/orders/${o._id}`}>{orderNumber(o._id)}</Link>,
  },
  { id: 'placed', header: 'Placed', cell: (o) => when(o.createdAt) },
  {
    id: 'buyer',
    header: 'Buyer',
    cell: (o) => (
      <>
        {o.buyer.name}
        <br />
        <small>{o.buyer.phone}</small>
      </>
    ),
  },
  { id: 'where', header: 'Deliver to', cell: (o) => `${o.city}, ${o.state} ${o.pincode}` },
  { id: 'items', header: 'Items', align: 'end', cell: (o) => count(o.itemCount) },
  { id: 'total', header: 'Total', align: 'end', cell: (o) => rupees(o.totalPrice) },
  {
    id: 'payment',
    header: 'Payment',
    cell: (o) => (
      <>
        {o.paymentMethod}
        <br />
        <StatusBadge status={o.payment} />
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
];

/**
 * The order queue: tabs per status with their counts, filters and pages, newest first; orders
 * selected on a page are confirmed, packed, printed and booked with a courier together.
 */
export function OrdersPage() {
  usePageTitle('Orders');
  const filters = useFilters(FILTERS);
  const { values, page } = filters;
  const [selected, setSelected] = useState<string[]>([]);
  // A selection is of the rows in view: another page or filter starts a new one.
  const setFilters: typeof filters.setFilters = (next) => {
    setSelected([]);
    filters.setFilters(next);
  };
  const setPage: typeof filters.setPage = (next) => {
    setSelected([]);
    filters.setPage(next);
  };
  const { data, error, isLoading, isValidating, mutate } = useAdminOrders({
    ...values,
    status: (values.status || undefined) as OrderStatus | undefined,
    paymentStatus: (values.paymentStatus || undefined) as AdminOrderRow['payment'] | undefined,
    paymentMethod: (values.paymentMethod || undefined) as
      AdminOrderRow['paymentMethod'] | undefined,
    page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  });
  const counts = data?.counts;
  return (
    <>
      <PageHeader>
        <h1>Orders</h1>
      </PageHeader>
      <Tabs aria-label="Orders by status">
        {TABS.map((status) => (
          <li key={status || 'all'}>
            <button
              type="button"
              aria-pressed={values.status === status}
              onClick={() => setFilters({ status })}
            >
              {status ? <StatusBadge status={status} /> : 'All'}
              <span>{counts ? count(status ? (counts[status] ?? 0) : counts.all) : '…'}</span>
            </button>
          </li>
        ))}
      </Tabs>
      <FilterBar
        label="Filter orders"
        values={values}
        onChange={(next) => setFilters({ ...next, status: values.status })}
        fields={[
          {
            name: 'q',
            label: 'Order number, email or phone',
            type: 'search',
            placeholder: '#1a2b3c4d',
          },
          {
            name: 'paymentStatus',
            label: 'Payment',
            type: 'select',
            options: ADMIN_PAYMENT_STATES.map((v) => ({ value: v, label: statusWords(v) })),
          },
          {
            name: 'paymentMethod',
            label: 'Paid by',
            type: 'select',
            options: PAYMENT_METHODS.map((v) => ({ value: v })),
          },
          { name: 'from', label: 'Placed from', type: 'date' },
          { name: 'to', label: 'Placed until', type: 'date' },
          { name: 'pincode', label: 'Pincode', type: 'text' },
          { name: 'state', label: 'State', type: 'text' },
        ]}
        summary={data ? `${count(data.pagination.total)} orders` : undefined}
      />
      <BulkActions selected={selected} onDone={setSelected} />
      <DataTable
        caption="Orders, newest first"
        hideCaption
        columns={COLUMNS}
        rows={data?.orders ?? []}
        rowId={(o) => o._id}
        rowLabel={(o) => `order ${orderNumber(o._id)}`}
        selected={selected}
        onSelectionChange={setSelected}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the orders.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No orders match"
        emptyDescription="Try another status or clear the filters."
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={setPage}
        label="Pages of orders"
      />
    </>
  );
}
