import { css, keyframes, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { animateUnlessReduced, backdropFadeIn } from '../../theme/motion';
import { media } from '../../theme/tokens';

// Transform only (the backdrop fades its colour): the content is never transparent mid-animation.
const rise = keyframes`from { transform: translateY(12px); } to { transform: none; }`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: 16px;
  overflow-y: auto;
  background: rgba(29, 27, 38, 0.55);
  ${animateUnlessReduced(css`
    ${backdropFadeIn} 150ms ease-out
  `)}
`;

export const Panel = styled.div`
  position: relative;
  width: min(var(--pv-modal-width, 560px), 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${animateUnlessReduced(css`
    ${rise} 180ms ease-out
  `)}
  &[data-size='sm'] {
    --pv-modal-width: 420px;
  }
  &[data-size='lg'] {
    --pv-modal-width: 760px;
  }
  &:focus {
    outline: none;
  }
  ${media.mobile} {
    padding: 16px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  &:focus {
    outline: none;
  }
`;

export const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${color('surfaceMuted')};
  color: ${color('text')};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color('border')};
  }
  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;
