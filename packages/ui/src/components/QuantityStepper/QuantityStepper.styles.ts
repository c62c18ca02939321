import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${color('borderStrong')};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${color('surface')};
  &[data-state='disabled'] {
    opacity: 0.6;
  }
`;

export const StepButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: ${color('surfaceMuted')};
  color: ${color('text')};
  font-size: 1.25rem;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color('border')};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${color('textMuted')};
    opacity: 0.55;
  }
`;

export const Input = styled.input`
  width: 3.5rem;
  border: 0;
  border-inline: 1px solid ${color('border')};
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${color('text')};
  background: transparent;
`;
