import { useAudit } from '@petverse/api/admin';
import type { AuditEntry } from '@petverse/api/contract';
import { Pagination } from '@petverse/ui';
import { DataTable, FilterBar, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { count, problem, when } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { Change } from './AuditPage.styles';

const FILTERS = ['action', 'target', 'from', 'to'] as const;

/** One value as text: JSON for what has parts, the value itself for the rest. */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** A change's data, compact: `status: packed`, one field a line. */
const show = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}: ${text(v)}`)
        .join('\n')
    : value === null || value === undefined
      ? '—'
      : text(value);

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', cell: (e) => when(e.at) },
  {
    id: 'who',
    header: 'Who',
    cell: (e) => (
      <>
        {e.staff.name}
        <br />
        <small>{e.staff.email}</small>
      </>
    ),
  },
  { id: 'action', header: 'Action', cell: (e) => <code>{e.action}</code> },
  {
    id: 'target',
    header: 'On',
    cell: (e) => (
      <>
        {e.target.type}
        <br />
        <small>{e.target.id}</small>
      </>
    ),
  },
  { id: 'before', header: 'Before', cell: (e) => <Change>{show(e.before)}</Change> },
  { id: 'after', header: 'After', cell: (e) => <Change>{show(e.after)}</Change> },
];

/** Every change staff made, newest first; nobody can edit or remove an entry. */
export function AuditPage() {
  usePageTitle('Audit log');
  const { values, page, setFilters, setPage } = useFilters(FILTERS);
  const { data, error, isLoading, isValidating, mutate } = useAudit({
    action: values.action || undefined,
    target: values.target || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    page,
  });
  return (
    <>
      <PageHeader>
        <h1>Audit log</h1>
      </PageHeader>
      <FilterBar
        label="Filter the audit log"
        values={values}
        onChange={setFilters}
        fields={[
          {
            name: 'action',
            label: 'Action',
            type: 'select',
            options: [
              { value: 'order.', label: 'Orders' },
              { value: 'product.', label: 'Products' },
              { value: 'stock.', label: 'Stock' },
              { value: 'registration.', label: 'Registrations' },
              { value: 'appointment.', label: 'Appointments' },
              { value: 'staff.', label: 'Staff' },
            ],
          },
          { name: 'target', label: 'Order, product or person id', type: 'search' },
          { name: 'from', label: 'From', type: 'date' },
          { name: 'to', label: 'Until', type: 'date' },
        ]}
        summary={data ? `${count(data.pagination.total)} entries` : undefined}
      />
      <DataTable
        caption="Audit log, newest first"
        hideCaption
        columns={COLUMNS}
        rows={data?.entries ?? []}
        rowId={(e) => e._id}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the audit log.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No entries match"
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={setPage}
        label="Pages of the audit log"
      />
    </>
  );
}
