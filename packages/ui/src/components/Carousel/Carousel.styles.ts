import { css, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Root = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Slide = styled.div<{ $fade: number; $active: boolean }>`
  transition: opacity ${({ $fade }) => $fade}ms ease;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  ${({ $active }) =>
    $active
      ? css`
          position: relative;
        `
      : css`
          position: absolute;
          inset: 0;
          pointer-events: none;
        `}
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  flex-wrap: wrap;
`;

export const ControlButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${color('borderStrong')};
  background: ${color('surface')};
  color: ${color('text')};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${color('surfaceMuted')};
  }
`;

export const Dots = styled.div`
  display: flex;
  gap: 4px;
`;

export const Dot = styled.button`
  width: 24px;
  height: 24px;
  display: grid;
  place-items: center;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${color('borderStrong')};
  }
  &[aria-current='true']::before {
    background: ${color('accent')};
  }
`;
