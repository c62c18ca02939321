import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Region = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surface')};
  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.925rem;
  caption {
    text-align: start;
    padding: 12px 16px 4px;
    font-weight: 700;
    color: ${color('text')};
  }
  caption[data-hidden] {
    padding: 0;
  }
  th,
  td {
    padding: 10px 12px;
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${color('border')};
  }
  th {
    background: ${color('surfaceMuted')};
    color: ${color('textMuted')};
    font-weight: 700;
    white-space: nowrap;
  }
  [data-align='end'] {
    text-align: end;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr[data-state='selected'] {
    background: ${color('accentSubtle')};
  }
  &[aria-busy='true'] tbody tr:not([data-part='state']) {
    opacity: 0.55;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

export const Check = styled.input`
  width: 20px;
  height: 20px;
  accent-color: ${color('accent')};
`;

export const StateCell = styled.td`
  padding: 0 !important;
`;
