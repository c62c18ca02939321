import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surfaceRaised')};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Photo = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${color('surfaceMuted')};
  }
`;

export const Badge = styled.span`
  position: absolute;
  top: 10px;
  left: 10px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  background: ${color('infoBg')};
  color: ${color('infoFg')};
  &[data-species='cat'] {
    background: ${color('accentBg')};
    color: ${color('accentFg')};
  }
  &[data-species='other'] {
    background: ${color('neutralBg')};
    color: ${color('neutralFg')};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px 16px;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${color('text')};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    color: ${color('text')};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;
