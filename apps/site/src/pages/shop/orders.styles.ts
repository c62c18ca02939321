import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const OrderList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  h3,
  h4 {
    margin: 8px 0 4px;
    font-size: 0.9375rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  address {
    font-style: normal;
  }
`;

export const OrderTitle = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  h2,
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

/**
 * An order's facts, each a label over its value (a `div` around each `dt`/`dd` pair), in a row
 * that wraps: a phone shows as many as fit, and a long value (a tracking number, a coupon's
 * saving, an invoice number) breaks inside its own width rather than pushing the page sideways.
 */
export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  min-width: 0;
  > div {
    min-width: 0;
    max-width: 100%;
  }
  dt {
    font-size: 0.8125rem;
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** An order's status changes, oldest first, each with its badge and time. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 12px;
  border-left: 2px solid ${color('border')};
  display: grid;
  gap: 8px;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }

  time {
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
`;

export const FailedBox = styled.section`
  margin: 0 0 20px;
  padding: 14px 16px;
  border: 1px solid ${color('border')};
  border-left: 4px solid ${color('dangerFg')};
  border-radius: 8px;
  background: ${color('surface')};
  h2,
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
    color: ${color('textMuted')};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
  }
`;

/** The order's downloads (invoice, credit note), in a row that wraps on a phone. */
export const Documents = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

/** What 'Buy again' did, under its button (empty until then, so the live region is there first). */
export const BuyAgainNote = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  &:empty {
    display: none;
  }
  &[data-state='error'] {
    color: ${color('dangerFg')};
  }
`;
