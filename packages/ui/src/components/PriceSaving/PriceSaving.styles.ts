import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Saving = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  margin: 0;
  font-size: 0.85rem;
  line-height: 1.4;
`;

export const Mrp = styled.span`
  color: ${color('textMuted')};
  s {
    text-decoration-thickness: 1px;
  }
`;

export const Off = styled.span`
  color: ${color('successFg')};
  font-weight: 700;
`;

export const Per = styled.span`
  color: ${color('textMuted')};
  font-variant-numeric: tabular-nums;
`;
