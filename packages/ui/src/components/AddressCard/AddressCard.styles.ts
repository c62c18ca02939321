import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surfaceRaised')};
  &[data-state='default'] {
    border-color: ${color('accent')};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Type = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${color('text')};
`;

export const DefaultBadge = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  background: ${color('successBg')};
  color: ${color('successFg')};
`;

export const Lines = styled.address`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-style: normal;
  line-height: 1.45;
  color: ${color('text')};
  span[data-muted] {
    color: ${color('textMuted')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
