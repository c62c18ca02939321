import { Link, useParams } from 'react-router-dom';
import { useAdminOrder, useOrderAction } from '@petverse/api/admin';
import type { AdminOrderDetail, FulfilmentStep } from '@petverse/api/contract';
import { Button, ErrorState, LoadingState, StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction, DataTable, StatusTimeline } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { count, orderNumber, problem, rupees, when } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { OrderReturns } from '../returns/OrderReturns';
import { BookCourier } from './BookCourier';
import { Actions, Facts, Grid } from './OrderPage.styles';

const STEP_LABELS: Record<FulfilmentStep, string> = {
  confirmed: 'Confirm',
  packed: 'Mark packed',
  shipped: 'Ship',
  delivered: 'Mark delivered',
};

/** One order: its lines, where it goes, its payment, its buyer, its timeline, and the next steps. */
export function OrderPage() {
  const { id = '' } = useParams();
  usePageTitle(`Order ${orderNumber(id)}`);
  const { data, error, isLoading, mutate } = useAdminOrder(id);
  const { trigger, isMutating } = useOrderAction();
  if (error)
    return (
      <ErrorState
        message={problem(error, 'We could not load this order.')}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || !data) return <LoadingState label="Loading the order..." />;
  const { order, buyer, events, actions } = data;

  const run = async (action: Parameters<typeof trigger>[0]) => {
    const done = await trigger(action);
    await mutate(done.detail, { revalidate: false });
    notify.success(done.message);
  };
  const step = (status: FulfilmentStep) =>
    status === 'shipped' ? (
      <ConfirmAction
        key={status}
        label="Ship"
        title={`Ship order ${orderNumber(order._id)}`}
        message="The buyer sees the courier and the tracking number in their Orders tab at once."
        confirmLabel="Mark shipped"
        variant="primary"
        fields={[
          { name: 'courier', label: 'Courier', placeholder: 'Delhivery' },
          { name: 'trackingNumber', label: 'Tracking number' },
        ]}
        onConfirm={(v) =>
          run({
            kind: 'status',
            id: order._id,
            payload: { status, courier: v.courier, trackingNumber: v.trackingNumber },
          })
        }
      />
    ) : (
      <Button
        key={status}
        variant={status === actions.next[0] ? 'primary' : 'outline'}
        disabled={isMutating}
        onClick={() =>
          void run({ kind: 'status', id: order._id, payload: { status } }).catch((e: unknown) =>
            notify.error(problem(e, 'That did not work.')),
          )
        }
      >
        {status === 'delivered' && actions.services
          ? 'Mark done (it took place)'
          : STEP_LABELS[status]}
      </Button>
    );

  return (
    <>
      <PageHeader>
        <h1>
          Order {orderNumber(order._id)} <StatusBadge status={order.status} />
        </h1>
        {actions.services ? null : (
          <Link to={`/orders/${order._id}/packing-slip`}>Packing slip</Link>
        )}
      </PageHeader>
      <Panel aria-labelledby="next">
        <h2 id="next">Next</h2>
        <Actions>
          {actions.next.includes('shipped') ? (
            <BookCourier orderId={order._id} onBooked={() => void mutate()} />
          ) : null}
          {actions.next.map(step)}
          {actions.collect ? (
            <ConfirmAction
              label="Cash collected"
              title="Mark the cash as collected"
              message={`The courier collected ${rupees(order.totalPrice)} in cash for this order.`}
              confirmLabel="Mark collected"
              onConfirm={() => run({ kind: 'collect', id: order._id })}
            />
          ) : null}
          {actions.cancel ? (
            <ConfirmAction
              label={order.paymentStatus === 'completed' ? 'Cancel and refund' : 'Cancel order'}
              title={`Cancel order ${orderNumber(order._id)}`}
              message={refundSentence(data)}
              confirmLabel="Cancel the order"
              tone="danger"
              variant="danger"
              fields={[
                { name: 'reason', label: 'Why (for the staff: the order and the audit log)' },
                {
                  name: 'toBuyer',
                  label: 'Message to the buyer (optional, mailed as written)',
                  required: false,
                },
              ]}
              onConfirm={(v) =>
                run({
                  kind: 'cancel',
                  id: order._id,
                  payload: {
                    reason: v.reason!,
                    ...(v.toBuyer?.trim() ? { toBuyer: v.toBuyer } : {}),
                  },
                })
              }
            />
          ) : null}
          {!actions.next.length && !actions.cancel && !actions.collect ? (
            <p>Nothing more to do with this order.</p>
          ) : null}
        </Actions>
      </Panel>
      <OrderReturns returns={data.returns ?? []} />
      <Grid>
        <Panel aria-labelledby="lines">
          <h2 id="lines">What was ordered</h2>
          <DataTable
            caption="Order lines"
            hideCaption
            columns={[
              { id: 'name', header: 'Item', cell: (l) => l.itemId.name },
              { id: 'qty', header: 'Qty', align: 'end', cell: (l) => count(l.quantity) },
              { id: 'price', header: 'Price', align: 'end', cell: (l) => rupees(l.price) },
              {
                id: 'sum',
                header: 'Amount',
                align: 'end',
                cell: (l) => rupees(l.price * l.quantity),
              },
            ]}
            rows={order.items}
            rowId={(l) => l._id}
          />
          <Facts>
            <dt>Shipping ({order.shippingType})</dt>
            <dd>{rupees(order.shippingPrice)}</dd>
            {order.coupon ? (
              <>
                <dt>Coupon {order.coupon.code}</dt>
                <dd>−{rupees(order.coupon.discount)}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd>
              <strong>{rupees(order.totalPrice)}</strong>
            </dd>
          </Facts>
        </Panel>
        <Panel aria-labelledby="deliver">
          <h2 id="deliver">Deliver to</h2>
          <address>
            {order.address.name}
            <br />
            {order.address.street}
            <br />
            {order.address.city}, {order.address.state} {order.address.pincode}
            <br />
            {order.address.phone}
          </address>
          {order.courier ? (
            <p>
              Shipped with {order.courier}, tracking number {order.trackingNumber}
            </p>
          ) : null}
        </Panel>
        <Panel aria-labelledby="payment">
          <h2 id="payment">Payment</h2>
          <Facts>
            <dt>Method</dt>
            <dd>{order.paymentMethod}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={order.paymentStatus} />
            </dd>
            {order.paymentId ? (
              <>
                <dt>Payment id</dt>
                <dd>
                  <code>{order.paymentId}</code>
                </dd>
              </>
            ) : null}
            {order.refund ? (
              <>
                <dt>Refund</dt>
                <dd>
                  <code>{order.refund.id}</code> ({order.refund.status})
                </dd>
              </>
            ) : null}
          </Facts>
        </Panel>
        <Panel aria-labelledby="buyer">
          <h2 id="buyer">Buyer</h2>
          <Facts>
            <dt>Name</dt>
            <dd>{buyer.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${buyer.email}`}>{buyer.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${buyer.phone}`}>{buyer.phone}</a>
            </dd>
            <dt>Orders</dt>
            <dd>
              <Link to={`/orders?q=${encodeURIComponent(buyer.email)}`}>{count(buyer.orders)}</Link>
            </dd>
          </Facts>
        </Panel>
        <Panel aria-labelledby="timeline">
          <h2 id="timeline">Timeline</h2>
          <StatusTimeline events={events} label={`Timeline of order ${orderNumber(order._id)}`} />
          <p>Placed {when(order.createdAt)}</p>
        </Panel>
      </Grid>
    </>
  );
}

/** What cancelling does with the money, said before it happens. */
function refundSentence({ order }: AdminOrderDetail): string {
  if (order.paymentStatus !== 'completed')
    return 'Nothing has been paid, so nothing is refunded. Its items go back to stock.';
  if (order.paymentMethod === 'Cash on Delivery')
    return `The buyer paid ${rupees(order.totalPrice)} in cash: refund them yourself. Its items go back to stock.`;
  return `${rupees(order.totalPrice)} goes back to the buyer through ${order.paymentMethod === 'Sandbox' ? 'the payment sandbox (a test payment)' : 'Razorpay'}, and its items go back to stock. The buyer sees the refund in their Orders tab.`;
}
