import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${color('surfaceRaised')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow 150ms ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

export const Media = styled.div`
  aspect-ratio: 16 / 10;
  background: ${color('accentSubtle')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const Body = styled.div`
  padding: 14px 16px 16px;
  p {
    margin: 6px 0 0;
    color: ${color('textMuted')};
    line-height: 1.5;
  }
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  a {
    color: ${color('text')};
    text-decoration: none;
  }
  /* The whole card is the link's hit area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${color('focus')};
    outline-offset: -3px;
    border-radius: inherit;
  }
`;
