import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const NativeFile = styled.input`
  width: 100%;
  padding: 6px;
  border: 1px dashed ${color('borderStrong')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surface')};
  color: ${color('text')};
  &::file-selector-button {
    margin-inline-end: 12px;
    min-height: 36px;
    padding: 6px 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${color('secondary')};
    color: ${color('textOnAccent')};
    font-weight: 600;
    cursor: pointer;
  }
  &[aria-invalid='true'] {
    border-color: ${color('dangerFg')};
    border-style: solid;
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const Chosen = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  font-size: 0.9rem;
  color: ${color('text')};
`;

export const FileName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const ClearButton = styled.button`
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid ${color('borderStrong')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color('surfaceMuted')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
