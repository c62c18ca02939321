import { useState, type ReactNode } from 'react';
import {
  useCancelOrder,
  useDownloadOrderDocument,
  useOrders,
  type OrderDocumentKind,
} from '@petverse/api';
import {
  CANCELLABLE_ORDER_STATUSES,
  PAGINATION_WINDOW,
  said,
  shortId,
  type Order,
} from '@petverse/api/contract';
import {
  Button,
  ConfirmDialog,
  Disclosure,
  EmptyState,
  ErrorState,
  LoadingState,
  Pagination,
  StatusBadge,
  VisuallyHidden,
  formatIndiaDateTime,
  formatRupees,
  notify,
} from '@petverse/ui';
import { failureMessage, notifyFailure } from '../../lib/notifyFailure';
import { BuyAgain } from './BuyAgain';
import { FailedPayments } from './FailedPayments';
import { OrderReturns } from './OrderReturns';
import { Muted, SectionTitle } from './shop.styles';
import { Badges, Documents, Facts, OrderList, OrderTitle, Timeline } from './orders.styles';
import { formatIndiaWeekday, useLocale, useT } from '@petverse/ui';

const when = formatIndiaDateTime;
/** While the parcel is on its way, its courier's tracking link is shown (issue 55). */
const TRACKED: readonly string[] = ['shipped', 'out-for-delivery'];

const itemName = (item: Order['items'][number]) => {
  const ref = item.itemId as unknown;
  if (ref && typeof ref === 'object') {
    const { name, title, _id } = ref as { name?: string; title?: string; _id?: string };
    return name ?? title ?? _id ?? 'Item';
  }
  return typeof ref === 'string' ? ref : 'Item';
};

export const ORDER_TEXTS = {
  confirmCancel:
    'Are you sure you want to cancel this order? A paid order is refunded in full to the way you paid.',
  cancelFailed: 'Failed to cancel the order',
} as const;

/** Cancel (pending or confirmed orders only), after a confirmation; a paid order is refunded. */
function CancelOrder({ order }: { order: Order }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const { trigger, isMutating } = useCancelOrder();
  if (!(CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) return null;
  const confirm = async () => {
    try {
      notify.success((await trigger(order._id)).message);
      setAsking(false);
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, ORDER_TEXTS.cancelFailed));
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        {t('Cancel order')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('Cancel order #{id}', { id: shortId(order._id) })}
        message={t(ORDER_TEXTS.confirmCancel)}
        confirmLabel={t('Cancel order')}
        cancelLabel={t('Keep order')}
        confirming={isMutating}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * What the order's money did: 'Not charged' for a cancelled order nobody paid (cash on
 * delivery), 'Refunded ₹X' (or on its way) for a paid one, else the payment's own status.
 */
function PaymentBadge({ order }: { order: Order }) {
  const t = useT();
  if (order.refund) {
    const done = order.refund.status === 'processed';
    return (
      <StatusBadge
        label={t('Payment')}
        status={done ? 'refunded' : 'refund-pending'}
        text={t(done ? 'Refunded {amount}' : 'Refund pending {amount}', {
          amount: formatRupees(order.totalPrice),
        })}
      />
    );
  }
  if (order.status === 'cancelled' && order.paymentStatus !== 'completed')
    return <StatusBadge label={t('Payment')} status="not-charged" text={t('Not charged')} />;
  return <StatusBadge status={order.paymentStatus} label={t('Payment')} />;
}

const DOCUMENT_NAMES: Record<OrderDocumentKind, string> = {
  invoice: 'GST invoice',
  'credit-note': 'Credit note',
};

/** The order's GST invoice and credit note, downloaded with the session (they are the buyer's). */
function OrderDocuments({ order }: { order: Order }) {
  const t = useT();
  const { trigger, isMutating } = useDownloadOrderDocument();
  const documents = [
    order.invoice ? (['invoice', order.invoice] as const) : null,
    order.creditNote ? (['credit-note', order.creditNote] as const) : null,
  ].filter((d) => d !== null);
  if (documents.length === 0) return null;
  const download = async (kind: OrderDocumentKind) => {
    try {
      await trigger({ id: order._id, kind });
    } catch (failure) {
      notifyFailure(
        failure,
        failureMessage(
          failure,
          said('Could not download the {document}', { document: said(DOCUMENT_NAMES[kind], {}) }),
        ),
      );
    }
  };
  return (
    <Documents>
      {documents.map(([kind, number]) => (
        <Button
          key={kind}
          variant="outline"
          size="sm"
          disabled={isMutating}
          onClick={() => void download(kind)}
          aria-label={t('Download {document} {number} (PDF)', {
            document: t(DOCUMENT_NAMES[kind]),
            number,
          })}
        >
          {t(DOCUMENT_NAMES[kind])} {t('(PDF)')}
        </Button>
      ))}
    </Documents>
  );
}

/** One of an order's facts: its label over its value, kept together when the row wraps. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderCard({ order, level }: { order: Order; level: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const Title = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const count = order.items.reduce((sum, item) => sum + (item.quantity || 1), 0);
  const { address } = order;
  return (
    <Disclosure
      summary={
        <div>
          <OrderTitle>
            <Title>
              {t('Order #')}
              {shortId(order._id)}
            </Title>
            <strong>{formatRupees(order.totalPrice)}</strong>
          </OrderTitle>
          <Muted>{when(order.createdAt, locale)}</Muted>
          <Badges>
            <StatusBadge status={order.status} label={t('Order')} />
            <PaymentBadge order={order} />
            {order.paymentMethod === 'Sandbox' ? <StatusBadge status="test-payment" /> : null}
          </Badges>
          <Facts>
            <Fact label={t('Items')}>{count}</Fact>
            <Fact label={t('Payment method')}>
              {order.paymentMethod === 'Sandbox'
                ? t('Sandbox (test payment, no money moved)')
                : t(order.paymentMethod)}
            </Fact>
            <Fact label={t('Delivery city')}>{address?.city}</Fact>
            {order.deliverBy && order.status !== 'delivered' && order.status !== 'cancelled' ? (
              <Fact label={t('Arrives by')}>{formatIndiaWeekday(order.deliverBy, locale)}</Fact>
            ) : null}
            {order.coupon ? (
              <Fact label={t('Coupon')}>
                {t('{code}: you saved {amount}', {
                  code: order.coupon.code,
                  amount: formatRupees(order.coupon.discount),
                })}
              </Fact>
            ) : null}
            {order.invoice ? <Fact label={t('Invoice')}>{order.invoice}</Fact> : null}
            {order.courier && order.trackingNumber ? (
              <Fact label={t('Shipped with')}>
                {t('{courier}, tracking number {number}', {
                  courier: order.courier,
                  number: order.trackingNumber,
                })}
              </Fact>
            ) : null}
            {order.trackingUrl && TRACKED.includes(order.status) ? (
              <Fact label={t('Tracking')}>
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('Track your parcel')}
                  <VisuallyHidden> {t('(opens the courier’s page)')}</VisuallyHidden>
                </a>
              </Fact>
            ) : null}
          </Facts>
          <BuyAgain order={order} />
        </div>
      }
      openLabel="View details"
      closeLabel="Hide details"
    >
      <Sub>{t('Items')}</Sub>
      <ul>
        {order.items.map((item) => (
          <li key={item._id}>
            {/* The catalogue's name, as written (English). */}
            <span lang="en">{itemName(item)}</span> × {item.quantity} —{' '}
            {formatRupees(item.price * item.quantity)}
          </li>
        ))}
      </ul>
      {order.shippingType ? (
        <Muted>
          {t('Shipping ({type}): {amount}', {
            type: t(order.shippingType),
            amount: formatRupees(order.shippingPrice),
          })}
        </Muted>
      ) : null}
      {order.coupon ? (
        <Muted>
          {t('Coupon ({code}): −{amount}', {
            code: order.coupon.code,
            amount: formatRupees(order.coupon.discount),
          })}
        </Muted>
      ) : null}
      {order.statusHistory?.length ? (
        <>
          <Sub>{t('Status')}</Sub>
          <Timeline aria-label={t('Status of order #{id}', { id: shortId(order._id) })}>
            {order.statusHistory.map((change) => (
              <li key={`${change.status}-${change.at}`}>
                <StatusBadge status={change.status} />
                <time dateTime={change.at}>{when(change.at, locale)}</time>
              </li>
            ))}
          </Timeline>
        </>
      ) : null}
      <OrderReturns order={order} level={Sub} />
      <OrderDocuments order={order} />
      <CancelOrder order={order} />
      <Sub>{t('Delivery address')}</Sub>
      <address>
        {[address.name, address.phone, address.email].filter(Boolean).join(' · ')}
        <br />
        {address.street}, {address.city}, {address.state} {address.pincode}, {address.country}
      </address>
    </Disclosure>
  );
}

/** The Orders tab (spec §2): 'Your Orders', expandable cards, pagination past one page. */
export function OrdersView({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOrders(page);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const pagination = data?.pagination;

  return (
    <section aria-labelledby="orders-title">
      <SectionTitle as={Heading} id="orders-title">
        {t('Your Orders')}
      </SectionTitle>
      <FailedPayments headingLevel={headingLevel === 1 ? 2 : 3} />
      {isLoading && !data ? (
        <LoadingState label={t('Loading orders...')} />
      ) : error ? (
        <ErrorState message={t(error.message)} onRetry={() => void mutate()} />
      ) : !data?.orders.length ? (
        <EmptyState title={t('No Orders Yet')} />
      ) : (
        <>
          <OrderList aria-label={t('Orders')}>
            {data.orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} level={headingLevel === 1 ? 2 : 3} />
              </li>
            ))}
          </OrderList>
          {pagination && pagination.totalPages > 1 ? (
            <>
              <Pagination
                page={page}
                totalPages={pagination.totalPages}
                window={PAGINATION_WINDOW}
                label={t('Orders pages')}
                onPageChange={setPage}
              />
              <Muted role="status">
                {t('Showing page {page} of {pages} ({total} total orders)', {
                  page,
                  pages: pagination.totalPages,
                  total: pagination.totalOrders,
                })}
              </Muted>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
