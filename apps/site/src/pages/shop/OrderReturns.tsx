import { lazy, Suspense, useState } from 'react';
import { useRequestReturn, useReturnOptions } from '@petverse/api';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  shortId,
  type Order,
  type ReturnRequestPayload,
} from '@petverse/api/contract';
import { Button, StatusBadge, formatIndiaDateTime, formatRupees } from '@petverse/ui';
import { failureMessage } from '../../lib/notifyFailure';
import { Muted } from './shop.styles';
import { Timeline } from './orders.styles';
import { ReturnBox } from './returns.styles';
import { useLocale, useT } from '@petverse/ui';

// The form loads when a buyer opens it: nothing of it is in the orders page until then.
const ReturnForm = lazy(() => import('./ReturnForm'));

/** A return's refund, each as one sentence (a language orders its words its own way). */
const REFUNDED = {
  processed: {
    alone: 'Refunded {amount}',
    withShipping: 'Refunded {amount} (shipping included)',
  },
  pending: {
    alone: 'Refund pending {amount}',
    withShipping: 'Refund pending {amount} (shipping included)',
  },
} as const;

/** Whether the order is delivered and still within its return window, by its own timeline. */
export function canAskReturn(order: Order, now = Date.now()): boolean {
  if (order.status !== 'delivered') return false;
  const delivered = order.statusHistory?.find((s) => s.status === 'delivered');
  if (!delivered) return false;
  return now <= Date.parse(delivered.at) + RETURN_WINDOW_DAYS * 86_400_000;
}

/**
 * An order's returns, each with its steps, refund and the operator's reason when rejected; and
 * 'Return items' while the order is within its return window (issue 38).
 */
export function OrderReturns({ order, level }: { order: Order; level: 'h3' | 'h4' }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const options = useReturnOptions(open ? order._id : null);
  const { trigger, isMutating } = useRequestReturn();
  const request = async (payload: ReturnRequestPayload) => {
    try {
      return { ok: true, message: (await trigger({ orderId: order._id, payload })).message };
    } catch (e) {
      return {
        ok: false,
        message: failureMessage(e, 'We could not ask for this return. Please try again.'),
      };
    }
  };
  const returns = order.returns ?? [];
  const Sub = level;
  const asking = canAskReturn(order);
  if (!returns.length && !asking) return null;
  return (
    <>
      {returns.map((r, i) => (
        <ReturnBox key={r._id} aria-labelledby={`return-${r._id}`} data-ui="OrderReturn">
          <Sub id={`return-${r._id}`}>
            {t('Return {n}', { n: i + 1 })}{' '}
            <StatusBadge status={r.status} text={t(RETURN_STATUS_LABELS[r.status])} />
          </Sub>
          <p>
            {r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')} —{' '}
            {t(RETURN_REASON_LABELS[r.reason])}
          </p>
          {r.rejection ? <p>{t('Our reason: {reason}', { reason: r.rejection })}</p> : null}
          {r.refundTo ? <p>{t('Refund by bank transfer to: {to}', { to: r.refundTo })}</p> : null}
          {r.refund ? (
            <p>
              {[
                t(
                  REFUNDED[r.refund.status === 'processed' ? 'processed' : 'pending'][
                    r.shippingRefunded ? 'withShipping' : 'alone'
                  ],
                  { amount: formatRupees(r.refundAmount) },
                ),
                t('refund {id}', { id: r.refund.id }),
                ...(r.creditNote ? [t('credit note {number}', { number: r.creditNote })] : []),
              ].join(' · ')}
            </p>
          ) : r.status !== 'rejected' ? (
            <Muted>
              {t('Refund on receipt: {amount}', { amount: formatRupees(r.refundAmount) })}
            </Muted>
          ) : null}
          <Timeline
            aria-label={t('Steps of return {n} of order #{id}', {
              n: i + 1,
              id: shortId(order._id),
            })}
          >
            {r.history.map((h) => (
              <li key={h.status}>
                <StatusBadge status={h.status} text={t(RETURN_STATUS_LABELS[h.status])} />
                <time dateTime={h.at}>{formatIndiaDateTime(h.at, locale)}</time>
              </li>
            ))}
          </Timeline>
        </ReturnBox>
      ))}
      {asking ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t('Return items')}
          </Button>
          {open ? (
            <Suspense fallback={null}>
              <ReturnForm
                order={order}
                open={open}
                onClose={() => setOpen(false)}
                options={options}
                onRetry={() => void options.mutate()}
                until={options.data?.until ? formatIndiaDateTime(options.data.until, locale) : null}
                onRequest={request}
                submitting={isMutating}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}
