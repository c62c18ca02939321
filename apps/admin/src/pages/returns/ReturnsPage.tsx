import { Link } from 'react-router-dom';
import { useAdminReturns } from '@petverse/api/admin';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type AdminReturn,
  type ReturnStatus,
} from '@petverse/api/contract';
import { Pagination, StatusBadge } from '@petverse/ui';
import { DataTable, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { count, orderNumber, problem, rupees, when } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { Tabs } from '../orders/OrdersPage.styles';

const FILTERS = ['status'] as const;
const TABS: readonly (ReturnStatus | '')[] = ['', ...RETURN_STATUSES];

const COLUMNS: DataTableColumn<AdminReturn>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: (r) => <Link to={`/orders/${r.orderId}`}>{orderNumber(r.orderId)}</Link>,
  },
  { id: 'asked', header: 'Asked', cell: (r) => when(r.createdAt) },
  { id: 'buyer', header: 'Buyer', cell: (r) => r.buyer.name },
  {
    id: 'items',
    header: 'Items',
    cell: (r) => r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', '),
  },
  { id: 'reason', header: 'Reason', cell: (r) => RETURN_REASON_LABELS[r.reason] },
  { id: 'refund', header: 'Refund', align: 'end', cell: (r) => rupees(r.refundAmount) },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusBadge status={r.status} text={RETURN_STATUS_LABELS[r.status]} />,
  },
];

/** The returns buyers asked for, newest first, by status; each opens its order to act on it. */
export function ReturnsPage() {
  usePageTitle('Returns');
  const { values, page, setFilters, setPage } = useFilters(FILTERS);
  const status = (values.status || undefined) as ReturnStatus | undefined;
  const { data, error, isLoading, isValidating, mutate } = useAdminReturns({ page, status });
  const counts = data?.counts;
  return (
    <>
      <PageHeader>
        <h1>Returns</h1>
      </PageHeader>
      <Tabs aria-label="Returns by status">
        {TABS.map((s) => (
          <li key={s || 'all'}>
            <button
              type="button"
              aria-pressed={values.status === s}
              onClick={() => setFilters({ status: s })}
            >
              {s ? <StatusBadge status={s} text={RETURN_STATUS_LABELS[s]} /> : 'All'}
              <span>{counts ? count(s ? (counts[s] ?? 0) : counts.all) : '…'}</span>
            </button>
          </li>
        ))}
      </Tabs>
      <DataTable
        caption="Returns, newest first"
        hideCaption
        columns={COLUMNS}
        rows={data?.returns ?? []}
        rowId={(r) => r._id}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the returns.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No returns here"
        emptyDescription="Returns buyers ask for show here; try another status."
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={setPage}
        label="Pages of returns"
      />
    </>
  );
}
