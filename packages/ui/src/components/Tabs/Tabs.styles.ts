import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const List = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${color('border')};
  overflow-x: auto;
`;

export const Tab = styled.button`
  border: 0;
  background: transparent;
  padding: 10px 16px;
  min-height: 44px;
  font-weight: 600;
  color: ${color('textMuted')};
  border-bottom: 3px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${color('accent')};
    border-bottom-color: currentColor;
  }
  &:hover {
    color: ${color('text')};
  }
`;

export const Panel = styled.div`
  padding: 4px 0;
`;
