import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const Item = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${color('border')};
  display: grid;
  gap: 6px;
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export const Badge = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${color('successBg')};
  color: ${color('successFg')};
  font-size: 0.8rem;
  font-weight: 700;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

export const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Author = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${color('textMuted')};
`;

export const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
