import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const List = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surface')};
  overflow: hidden;
`;

export const Item = styled.div`
  & + & {
    border-top: 1px solid ${color('border')};
  }
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

export const Trigger = styled.button`
  width: 100%;
  min-height: 52px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 0;
  background: transparent;
  color: ${color('text')};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${color('surfaceMuted')};
  }
  &::after {
    content: '+';
    font-size: 1.25rem;
    color: ${color('accent')};
  }
  &[aria-expanded='true']::after {
    content: '\\2212'; /* minus sign */
  }
`;

export const Panel = styled.div`
  padding: 0 16px 16px;
  color: ${color('textMuted')};
  p {
    margin: 0;
  }
`;
