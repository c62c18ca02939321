import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  overflow-y: auto;
  background: ${color('surfaceMuted')};
  overscroll-behavior: contain;
`;

export const Card = styled.div`
  position: relative;
  width: min(760px, 100% - 32px);
  margin: 32px auto;
  padding: 24px 32px 32px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surfaceRaised')};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:focus {
    outline: none;
  }
  ${media.mobile} {
    width: 100%;
    min-height: 100%;
    margin: 0;
    padding: 16px 16px 24px;
    border-radius: 0;
    box-shadow: none;
  }
  &[data-variant='inline'] {
    width: 100%;
    margin: 0;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 20px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.25;
  color: ${color('text')};
  &:focus {
    outline: none;
  }
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${color('surfaceMuted')};
  color: ${color('text')};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color('border')};
  }
`;
