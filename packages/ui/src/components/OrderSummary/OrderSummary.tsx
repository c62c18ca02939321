import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { formatRupees } from '../../utils/format';
import { useT } from '../../i18n/I18n';

export interface OrderSummaryProps {
  /** Sum of the lines, in rupees. */
  subtotal: number;
  /** Shipping, in rupees; omit where shipping is not chosen yet. */
  shipping?: number;
  /** A coupon's saving, taken off before the total: its label ('Coupon WELCOME100') and rupees. */
  discount?: { label: string; amount: number } | null;
  /** What the user pays, in rupees. */
  total: number;
  /** The heading. @default 'Order Summary' */
  title?: string;
  /** Label of the total row. @default 'Total' */
  totalLabel?: string;
  /** The lines, if the summary lists them. */
  children?: ReactNode;
  /** The call to action under the total. */
  action?: ReactNode;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 8px;
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .rounding {
    margin: 0;
    font-size: 0.85rem;
    color: ${color('textMuted')};
    text-align: right;
  }
  .saving {
    color: ${color('successFg')};
    font-weight: 700;
  }
  .total {
    font-weight: 800;
    font-size: 1.125rem;
    border-top: 1px solid ${color('border')};
    padding-top: 8px;
  }
`;

/** Subtotal, shipping and total of an order, with an optional list and action. */
export function OrderSummary({
  subtotal,
  shipping,
  discount,
  total,
  title = 'Order Summary',
  totalLabel = 'Total',
  children,
  action,
}: OrderSummaryProps) {
  const t = useT();
  // The total is charged in whole rupees (spec §9); say so when it differs from the sum shown.
  const exact = Math.round((subtotal + (shipping ?? 0) - (discount?.amount ?? 0)) * 100) / 100;
  const rounded = Math.abs(exact - total) >= 0.005;
  return (
    <Box data-ui="OrderSummary" aria-label={t(title)}>
      <h2>{t(title)}</h2>
      {children}
      <dl>
        <dt>{t('Subtotal')}</dt>
        <dd>{formatRupees(subtotal)}</dd>
        {shipping !== undefined ? (
          <>
            <dt>{t('Shipping')}</dt>
            <dd>{formatRupees(shipping)}</dd>
          </>
        ) : null}
        {discount ? (
          <>
            <dt>{t(discount.label)}</dt>
            <dd className="saving" data-testid="order-discount">
              −{formatRupees(discount.amount)}
            </dd>
          </>
        ) : null}
        <dt className="total">{t(totalLabel)}</dt>
        <dd className="total" data-testid="order-total">
          {formatRupees(total)}
        </dd>
      </dl>
      {rounded ? (
        <p className="rounding">
          {t('Total rounded to the nearest rupee from {exact}.', { exact: formatRupees(exact) })}
        </p>
      ) : null}
      {action}
    </Box>
  );
}
