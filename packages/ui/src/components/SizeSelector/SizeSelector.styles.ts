import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const GroupLabel = styled.span`
  font-weight: 700;
  color: ${color('text')};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Chip = styled.a`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 88px;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${color('border')};
  border-radius: 8px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: ${color('accent')};
  }
  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
  &[data-state='checked'] {
    border: 2px solid ${color('accent')};
    padding: 7px 11px;
  }
  &[data-state='disabled'] {
    cursor: not-allowed;
    border-style: dashed;
    color: ${color('textMuted')};
  }
`;

export const ChipLabel = styled.span`
  font-weight: 700;
`;

export const ChipPrice = styled.span`
  font-size: 0.9rem;
`;

export const ChipNote = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  color: ${color('dangerFg')};
`;
