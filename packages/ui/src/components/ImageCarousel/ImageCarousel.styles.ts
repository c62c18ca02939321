import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 560px;
  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 4px;
    border-radius: 12px;
  }
`;

export const Frame = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${color('surfaceMuted')};
  }
  figcaption {
    color: ${color('textMuted')};
    font-size: 0.9rem;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

export const Thumbs = styled.ul`
  list-style: none;
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${color('accent')};
  }
  img {
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: 6px;
    display: block;
  }
`;
