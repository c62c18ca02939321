import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { formatRupees } from '../../utils/format';

export interface OrderSummaryProps {
  /** Sum of the lines, in rupees. */
  subtotal: number;
  /** Shipping, in rupees; omit where shipping is not chosen yet. */
  shipping?: number;
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
  total,
  title = 'Order Summary',
  totalLabel = 'Total',
  children,
  action,
}: OrderSummaryProps) {
  return (
    <Box data-ui="OrderSummary" aria-label={title}>
      <h2>{title}</h2>
      {children}
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatRupees(subtotal)}</dd>
        {shipping !== undefined ? (
          <>
            <dt>Shipping</dt>
            <dd>{formatRupees(shipping)}</dd>
          </>
        ) : null}
        <dt className="total">{totalLabel}</dt>
        <dd className="total" data-testid="order-total">
          {formatRupees(total)}
        </dd>
      </dl>
      {action}
    </Box>
  );
}
