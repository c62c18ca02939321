import { Link } from 'react-router-dom';
import { useDashboard } from '@petverse/api/admin';
import type { DashboardDay } from '@petverse/api/contract';
import { ErrorState, LoadingState, StatusBadge } from '@petverse/ui';
import { Chart, DataTable, StatCard } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { count, day, problem, rupees, when } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Cards, Columns } from './DashboardPage.styles';

const sum = (days: readonly DashboardDay[], key: 'orders' | 'cancelled' | 'revenue' | 'refunded') =>
  days.reduce((total, d) => total + d[key], 0);

/** What the figures leave out, said beside them: cancelled orders and refunded returns. */
const netOf = (cancelled: number, refunded: number) =>
  `net of ${count(cancelled)} cancelled${refunded ? ` and ${rupees(refunded)} refunded` : ''}`;

/** How the shop is doing, as far as the staff member's role shows it. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data, error, isLoading, mutate } = useDashboard();
  if (error)
    return (
      <ErrorState
        message={problem(error, 'We could not load the dashboard.')}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || !data) return <LoadingState label="Loading the dashboard..." />;
  const today = data.days?.at(-1);
  const week = data.days?.slice(-7) ?? [];
  const waiting = data.byStatus?.filter(
    (s) => s.status === 'pending' || s.status === 'confirmed' || s.status === 'packed',
  );
  return (
    <>
      <PageHeader>
        <h1>Dashboard</h1>
        <p>Updated {when(data.generatedAt)}</p>
      </PageHeader>
      <Cards>
        {today ? (
          <>
            <StatCard
              label="Orders today"
              value={count(today.orders)}
              hint={`${rupees(today.revenue)} of sales; ${netOf(today.cancelled, today.refunded)}`}
              tone="info"
            />
            <StatCard
              label="Sales, last 7 days"
              value={rupees(sum(week, 'revenue'))}
              hint={`${count(sum(week, 'orders'))} orders; ${netOf(sum(week, 'cancelled'), sum(week, 'refunded'))}`}
              tone="success"
            />
            <StatCard
              label="Waiting to ship"
              value={count(waiting?.reduce((sum, s) => sum + s.count, 0) ?? 0)}
              hint={<Link to="/orders?status=confirmed">Open the queue</Link>}
              tone="warning"
            />
          </>
        ) : null}
        {data.lowStock ? (
          <StatCard
            label="Low on stock"
            value={count(data.lowStock.length)}
            hint={<Link to="/products?stock=low">See the products</Link>}
            tone={data.lowStock.some((p) => p.stock === 0) ? 'danger' : 'neutral'}
          />
        ) : null}
        {data.registrations ? (
          <StatCard
            label="New registrations"
            value={count(data.registrations.new)}
            hint={
              <Link to="/registrations?status=new">{`${count(data.registrations.lastWeek)} in the last 7 days`}</Link>
            }
            tone="accent"
          />
        ) : null}
      </Cards>
      {data.days ? (
        <Chart
          title="Orders and sales per day, last 30 days"
          data={data.days}
          x={{ key: 'date', label: 'Day', format: (v) => day(String(v)) }}
          series={[
            { key: 'revenue', label: 'Sales', kind: 'bar', axis: 'left', format: rupees },
            { key: 'orders', label: 'Orders', kind: 'line', axis: 'right', format: count },
          ]}
        />
      ) : null}
      <Columns>
        {data.byStatus ? (
          <Panel>
            <h2 id="by-status">Orders by status</h2>
            <DataTable
              caption="Orders by status"
              hideCaption
              columns={[
                {
                  id: 'status',
                  header: 'Status',
                  cell: (r) => (
                    <Link to={`/orders?status=${r.status}`}>
                      <StatusBadge status={r.status} />
                    </Link>
                  ),
                },
                { id: 'count', header: 'Orders', align: 'end', cell: (r) => count(r.count) },
              ]}
              rows={data.byStatus}
              rowId={(r) => r.status}
              emptyTitle="No orders yet"
            />
          </Panel>
        ) : null}
        {data.topProducts ? (
          <Panel>
            <h2 id="top-products">What sells, last 30 days</h2>
            <DataTable
              caption="Top products, last 30 days"
              hideCaption
              columns={[
                { id: 'name', header: 'Product', cell: (r) => r.name },
                { id: 'units', header: 'Units', align: 'end', cell: (r) => count(r.units) },
                { id: 'revenue', header: 'Sales', align: 'end', cell: (r) => rupees(r.revenue) },
              ]}
              rows={data.topProducts}
              rowId={(r) => r._id}
              emptyTitle="Nothing sold in the last 30 days"
            />
          </Panel>
        ) : null}
        {data.lowStock ? (
          <Panel>
            <h2 id="low-stock">Running out</h2>
            <DataTable
              caption="Products low on stock"
              hideCaption
              columns={[
                {
                  id: 'name',
                  header: 'Product',
                  cell: (r) => <Link to={`/products/${r._id}`}>{r.name}</Link>,
                },
                {
                  id: 'stock',
                  header: 'In stock',
                  align: 'end',
                  cell: (r) =>
                    r.stock === 0 ? <StatusBadge status="out-of-stock" /> : count(r.stock),
                },
              ]}
              rows={data.lowStock}
              rowId={(r) => r._id}
              emptyTitle="Nothing is running out"
            />
          </Panel>
        ) : null}
      </Columns>
    </>
  );
}
