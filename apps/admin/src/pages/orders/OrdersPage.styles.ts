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
