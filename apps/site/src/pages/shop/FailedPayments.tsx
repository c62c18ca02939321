import { useFailedPayments } from '@petverse/api';
import { FAILED_PAYMENT_TEXT } from '@petverse/api/contract';
import { StatusBadge, formatIndiaShortDateTime, formatRupees } from '@petverse/ui';
import { FailedBox } from './orders.styles';
import { useLocale, useT } from '@petverse/ui';

const when = formatIndiaShortDateTime;

/**
 * Recent card payments that did not go through (payment.failed): no order exists for them, so
 * the Orders tab says what happened. Nothing is shown when there are none or they cannot load.
 */
export function FailedPayments({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const { data: failed } = useFailedPayments();
  if (!failed?.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <FailedBox aria-labelledby="failed-payments-title" data-testid="failed-payments">
      <Heading id="failed-payments-title">{t('Payments that did not go through')}</Heading>
      <p>{t(FAILED_PAYMENT_TEXT)}</p>
      <ul>
        {failed.map((attempt) => (
          <li key={attempt._id}>
            <StatusBadge status="failed" label={t('Payment')} />
            <strong>{formatRupees(attempt.amount)}</strong>
            <span>
              {attempt.itemCount} {t(attempt.itemCount === 1 ? 'item' : 'items')} ·{' '}
              <time dateTime={attempt.createdAt}>{when(attempt.createdAt, locale)}</time>
            </span>
          </li>
        ))}
      </ul>
    </FailedBox>
  );
}
