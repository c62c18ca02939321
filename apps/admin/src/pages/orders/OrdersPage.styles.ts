import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Tabs = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  button {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 4px 12px;
    border: 1px solid ${color('border')};
    border-radius: 999px;
    background: ${color('surface')};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${color('accent')};
    box-shadow: inset 0 0 0 1px ${color('accent')};
  }
  button span:last-child {
    color: ${color('textMuted')};
    font-variant-numeric: tabular-nums;
  }
`;

/** The bar of what to do with the selected orders, kept in view above the table. */
export const Bulk = styled.section`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  padding: 8px 12px;
  border: 1px solid ${color('accent')};
  border-radius: 8px;
  background: ${color('surface')};
  h2 {
    margin: 0 8px 0 0;
    font-size: 1rem;
  }
`;

/** What the last bulk step did: the summary, and each order that failed with its reason. */
export const BulkOutcome = styled.div`
  margin: 0 0 12px;
  p {
    margin: 0 0 4px;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;
