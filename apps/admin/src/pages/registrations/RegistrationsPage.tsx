import { Link } from 'react-router-dom';
import { useApiClient } from '@petverse/api';
import { useRegistrations } from '@petverse/api/admin';
import {
  REGISTRATION_STATUSES,
  type RegistrationRow,
  type RegistrationStatus,
} from '@petverse/api/contract';
import { Button, Pagination, StatusBadge, notify } from '@petverse/ui';
import { DataTable, FilterBar, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { count, problem, when } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { Tabs } from '../orders/OrdersPage.styles';

const FILTERS = ['form', 'status', 'origin', 'q'] as const;

const COLUMNS: DataTableColumn<RegistrationRow>[] = [
  { id: 'name', header: 'Who', cell: (r) => <Link to={`/registrations/${r._id}`}>{r.name}</Link> },
  { id: 'form', header: 'Form', cell: (r) => r.formTitle },
  {
    id: 'contact',
    header: 'Contact',
    cell: (r) => [r.phone, r.email].filter(Boolean).join(' · ') || '—',
  },
  { id: 'city', header: 'City', cell: (r) => r.city ?? '—' },
  { id: 'from', header: 'Came from', cell: (r) => r.partnerOrigin ?? 'Our site' },
  { id: 'at', header: 'Sent', cell: (r) => when(r.createdAt) },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
];

/** Every registration form's submissions in one review queue, by form, with a CSV export. */
export function RegistrationsPage() {
  usePageTitle('Registrations');
  const client = useApiClient();
  const { values, page, setFilters, setPage } = useFilters(FILTERS);
  const query = {
    form: values.form || undefined,
    status: (values.status || undefined) as RegistrationStatus | undefined,
    origin: values.origin || undefined,
    q: values.q || undefined,
  };
  const { data, error, isLoading, isValidating, mutate } = useRegistrations({ ...query, page });
  const exportCsv = async () => {
    try {
      const res = await client.get<Blob>('/admin/registrations.csv', {
        params: query,
        responseType: 'blob',
      });
      const href = URL.createObjectURL(res.data);
      const link = document.createElement('a');
      link.href = href;
      link.download = `registrations-${query.form ?? 'all'}.csv`;
      link.click();
      URL.revokeObjectURL(href);
    } catch (failure) {
      notify.error(problem(failure, 'We could not export the list.'));
    }
  };
  return (
    <>
      <PageHeader>
        <h1>Registrations</h1>
        <Button variant="outline" onClick={() => void exportCsv()}>
          Export as CSV
        </Button>
      </PageHeader>
      <Tabs aria-label="Registrations by form">
        <li>
          <button
            type="button"
            aria-pressed={!values.form}
            onClick={() => setFilters({ form: '' })}
          >
            All forms
          </button>
        </li>
        {data?.forms.map((f) => (
          <li key={f.key}>
            <button
              type="button"
              aria-pressed={values.form === f.key}
              onClick={() => setFilters({ form: f.key })}
            >
              {f.title}
              <span>
                {f.new ? `${count(f.new)} new · ` : ''}
                {count(f.total)}
              </span>
            </button>
          </li>
        ))}
      </Tabs>
      <FilterBar
        label="Filter registrations"
        values={values}
        onChange={(next) => setFilters({ ...next, form: values.form })}
        fields={[
          { name: 'q', label: 'Search the answers', type: 'search' },
          {
            name: 'status',
            label: 'Status',
            type: 'select',
            options: REGISTRATION_STATUSES.map((v) => ({ value: v })),
          },
          {
            name: 'origin',
            label: 'Came from',
            type: 'text',
            placeholder: 'site, or https://partner.example',
          },
        ]}
        summary={data ? `${count(data.pagination.total)} registrations` : undefined}
      />
      <DataTable
        caption="Registrations, newest first"
        hideCaption
        columns={COLUMNS}
        rows={data?.registrations ?? []}
        rowId={(r) => r._id}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the registrations.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No registrations match"
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={setPage}
        label="Pages of registrations"
      />
    </>
  );
}
