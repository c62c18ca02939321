import { Link } from 'react-router-dom';
import { useAdminSubscriptions } from '@petverse/api/admin';
import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  intervalLabel,
  type AdminSubscription,
  type SubscriptionStatus,
} from '@petverse/api/contract';
import { Pagination, StatusBadge } from '@petverse/ui';
import { DataTable, FilterBar, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { count, day, problem, rupees } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { Tabs } from '../orders/OrdersPage.styles';

const FILTERS = ['status', 'q'] as const;
const TABS: readonly (SubscriptionStatus | '')[] = ['', ...SUBSCRIPTION_STATUSES];

const COLUMNS: DataTableColumn<AdminSubscription>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: (s) => <Link to={`/subscriptions/${s._id}`}>{s.name}</Link>,
  },
  { id: 'buyer', header: 'Buyer', cell: (s) => `${s.buyer.name} (${s.buyer.email})` },
  {
    id: 'every',
    header: 'Delivery',
    cell: (s) => `${s.quantity} × ${intervalLabel(s.intervalWeeks).toLowerCase()}`,
  },
  { id: 'price', header: 'Agreed price', align: 'end', cell: (s) => rupees(s.price) },
  { id: 'next', header: 'Next delivery', cell: (s) => (s.nextDate ? day(s.nextDate) : '—') },
  {
    id: 'status',
    header: 'Status',
    cell: (s) => <StatusBadge status={s.status} text={SUBSCRIPTION_STATUS_LABELS[s.status]} />,
  },
];

/** Subscribe and save in the back office: subscriptions by status, a buyer found by email or name. */
export function SubscriptionsPage() {
  usePageTitle('Subscriptions');
  const { values, page, setFilters, setPage } = useFilters(FILTERS);
  const status = (values.status || undefined) as SubscriptionStatus | undefined;
  const { data, error, isLoading, isValidating, mutate } = useAdminSubscriptions({
    page,
    status,
    q: values.q || undefined,
  });
  const counts = data?.counts;
  return (
    <>
      <PageHeader>
        <h1>Subscriptions</h1>
      </PageHeader>
      <Tabs aria-label="Subscriptions by status">
        {TABS.map((s) => (
          <li key={s || 'all'}>
            <button
              type="button"
              aria-pressed={values.status === s}
              onClick={() => setFilters({ status: s, q: values.q })}
            >
              {s ? <StatusBadge status={s} text={SUBSCRIPTION_STATUS_LABELS[s]} /> : 'All'}
              <span>{counts ? count(s ? (counts[s] ?? 0) : counts.all) : '…'}</span>
            </button>
          </li>
        ))}
      </Tabs>
      <FilterBar
        label="Find a buyer"
        values={values}
        onChange={(next) => setFilters({ ...next, status: values.status })}
        fields={[{ name: 'q', label: 'Buyer’s email or name', type: 'search' }]}
        summary={data ? `${count(data.pagination.total)} subscriptions` : undefined}
      />
      <DataTable
        caption="Subscriptions, newest first"
        hideCaption
        columns={COLUMNS}
        rows={data?.subscriptions ?? []}
        rowId={(s) => s._id}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the subscriptions.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No subscriptions here"
        emptyDescription="Try another status or clear the search."
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={setPage}
        label="Pages of subscriptions"
      />
    </>
  );
}
