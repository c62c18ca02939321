import { Link } from 'react-router-dom';
import { useAdminProviders } from '@petverse/api/admin';
import { PROVIDER_KINDS, PROVIDER_STATUSES, type AdminProvider } from '@petverse/api/contract';
import { StatusBadge } from '@petverse/ui';
import { DataTable, FilterBar, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { count, day, problem } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { NoMoneyMoves } from './NoMoneyMoves';
import { KIND_NAMES } from './providerNames';

const FILTERS = ['status', 'kind', 'owner', 'commission'] as const;

const COLUMNS: DataTableColumn<AdminProvider>[] = [
  { id: 'name', header: 'Provider', cell: (p) => <Link to={`/providers/${p.id}`}>{p.name}</Link> },
  { id: 'kind', header: 'Kind', cell: (p) => KIND_NAMES[p.kind] },
  { id: 'city', header: 'City', cell: (p) => p.city || '—' },
  {
    id: 'owner',
    header: 'Owner',
    cell: (p) => p.owner ?? (p.demo ? 'Demo provider: no owner' : 'No owner yet'),
  },
  { id: 'commission', header: 'Commission', cell: (p) => `${p.commissionPercent}%`, align: 'end' },
  { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { id: 'since', header: 'Since', cell: (p) => day(p.createdAt) },
];

/** Whether a provider is among those the filters ask for. */
const matches = (p: AdminProvider, f: Record<(typeof FILTERS)[number], string>) =>
  (!f.status || p.status === f.status) &&
  (!f.kind || p.kind === f.kind) &&
  (!f.owner || (p.owner ?? '').toLowerCase().includes(f.owner.trim().toLowerCase())) &&
  (!f.commission || String(p.commissionPercent) === f.commission);

/**
 * Every provider (clinics, groomers, trainers, transporters, pharmacies) with its status, owner
 * and commission, filtered in the address; each opens its page (commission, status, statements).
 */
export function ProvidersPage() {
  usePageTitle('Providers');
  const { values, setFilters } = useFilters(FILTERS);
  const { data, error, isLoading, isValidating, mutate } = useAdminProviders();
  const all = data?.providers ?? [];
  const shown = all.filter((p) => matches(p, values));
  const rates = [...new Set(all.map((p) => p.commissionPercent))].sort((a, b) => a - b);
  return (
    <>
      <PageHeader>
        <h1>Providers</h1>
      </PageHeader>
      <NoMoneyMoves />
      <FilterBar
        label="Filter providers"
        values={values}
        onChange={setFilters}
        fields={[
          {
            name: 'status',
            label: 'Status',
            type: 'select',
            options: PROVIDER_STATUSES.map((v) => ({ value: v })),
          },
          {
            name: 'kind',
            label: 'Kind',
            type: 'select',
            options: PROVIDER_KINDS.map((v) => ({ value: v, label: KIND_NAMES[v] })),
          },
          { name: 'owner', label: 'Owner’s email', type: 'search' },
          {
            name: 'commission',
            label: 'Commission',
            type: 'select',
            options: rates.map((r) => ({ value: String(r), label: `${r}%` })),
          },
        ]}
        summary={data ? `${count(shown.length)} of ${count(all.length)} providers` : undefined}
      />
      <DataTable
        caption="Providers, by name"
        hideCaption
        columns={COLUMNS}
        rows={shown}
        rowId={(p) => p.id}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the providers.') : null}
        onRetry={() => void mutate()}
        emptyTitle={all.length ? 'No providers match' : 'No providers yet'}
        emptyDescription={
          all.length
            ? 'Clear a filter to see more.'
            : 'Approving a clinic’s, groomer’s, trainer’s or transporter’s registration invites it here.'
        }
      />
    </>
  );
}
