import { Link, useParams } from 'react-router-dom';
import { useAdminSubscription } from '@petverse/api/admin';
import {
  RENEWAL_REASON_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  intervalLabel,
  type SubscriptionDelivery,
} from '@petverse/api/contract';
import { ErrorState, LoadingState, StatusBadge } from '@petverse/ui';
import { DataTable, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { day, orderNumber, problem, rupees } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Facts, Grid } from '../orders/OrderPage.styles';

const DELIVERY_LABELS: Record<SubscriptionDelivery['status'], string> = {
  charging: 'Being charged',
  paid: 'Ordered and paid',
  skipped: 'Skipped',
  failed: 'Payment failed',
  review: 'Needs review: charge unconfirmed',
};

const COLUMNS: DataTableColumn<SubscriptionDelivery>[] = [
  { id: 'date', header: 'Day', cell: (d) => day(d.date) },
  { id: 'status', header: 'Outcome', cell: (d) => DELIVERY_LABELS[d.status] },
  { id: 'reason', header: 'Why', cell: (d) => (d.reason ? RENEWAL_REASON_LABELS[d.reason] : '—') },
  { id: 'amount', header: 'Charged', align: 'end', cell: (d) => rupees(d.amount) },
  {
    id: 'order',
    header: 'Order',
    cell: (d) =>
      d.orderId ? <Link to={`/orders/${d.orderId}`}>{orderNumber(d.orderId)}</Link> : '—',
  },
];

/** One subscription: what, for whom, where, at what agreed price, and each delivery's outcome. */
export function SubscriptionPage() {
  const { id = '' } = useParams();
  usePageTitle('Subscription');
  const { data, error, isLoading, mutate } = useAdminSubscription(id);
  if (error)
    return (
      <ErrorState
        message={problem(error, 'We could not load this subscription.')}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || !data) return <LoadingState label="Loading the subscription..." />;
  const { subscription: s } = data;
  return (
    <>
      <PageHeader>
        <h1>{s.name}</h1>
        <StatusBadge status={s.status} text={SUBSCRIPTION_STATUS_LABELS[s.status]} />
      </PageHeader>
      <Grid>
        <Panel aria-labelledby="subscription-facts">
          <h2 id="subscription-facts">The subscription</h2>
          <Facts>
            <dt>Buyer</dt>
            <dd>
              {s.buyer.name} ({s.buyer.email})
            </dd>
            <dt>Delivery</dt>
            <dd>
              {s.quantity} × {intervalLabel(s.intervalWeeks).toLowerCase()}
            </dd>
            <dt>Agreed price</dt>
            <dd>{rupees(s.price)} a unit</dd>
            <dt>Price today</dt>
            <dd>{rupees(s.currentPrice)} a unit</dd>
            <dt>Next delivery</dt>
            <dd>{s.nextDate ? day(s.nextDate) : '—'}</dd>
            <dt>Paid by</dt>
            <dd>{s.provider === 'sandbox' ? 'Sandbox (test payments)' : 'Razorpay recurring'}</dd>
            <dt>Address</dt>
            <dd>
              {s.address.name}, {s.address.street}, {s.address.city} {s.address.pincode}
            </dd>
          </Facts>
        </Panel>
        <Panel aria-labelledby="subscription-deliveries">
          <h2 id="subscription-deliveries">Deliveries</h2>
          <DataTable
            caption="Deliveries, latest first"
            hideCaption
            columns={COLUMNS}
            rows={s.deliveries}
            rowId={(d) => d.date}
            emptyTitle="No deliveries yet"
            emptyDescription="The first order was placed at checkout; renewals show here."
          />
        </Panel>
      </Grid>
    </>
  );
}
