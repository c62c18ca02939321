import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { controlStyles } from '../FormField/FormField.styles';

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 4px 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${color('accentSubtle')};
  color: ${color('text')};
  font-size: 0.9rem;
`;

export const ChipRemove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color('text')};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color('surface')};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Listbox = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: 10;
  max-height: 240px;
  overflow-y: auto;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  background: ${color('surfaceRaised')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${color('text')};
  cursor: pointer;
  &[data-active='true'] {
    background: ${color('accentSubtle')};
    outline: 2px solid ${color('focus')};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    font-weight: 600;
  }
`;

export const NoMatch = styled.p`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  margin: 4px 0 0;
  padding: 8px 12px;
  background: ${color('surfaceRaised')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${color('textMuted')};
`;
