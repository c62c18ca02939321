import { css, keyframes, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { animateUnlessReduced, backdropFadeIn } from '../../theme/motion';
import { media } from '../../theme/tokens';

// Transform only (the backdrop fades its colour): the content is never transparent mid-animation.
const slideLeft = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: rgba(29, 27, 38, 0.55);
  ${animateUnlessReduced(css`
    ${backdropFadeIn} 150ms ease-out
  `)}
`;

export const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(320px, 85vw);
  overflow-y: auto;
  padding: 16px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${animateUnlessReduced(css`
    ${slideLeft} 220ms ease-out
  `)}
  &[data-side='right'] {
    left: auto;
    right: 0;
    ${animateUnlessReduced(css`
      ${slideRight} 220ms ease-out
    `)}
  }
  /* A wide panel (a form) from the side; on a phone a sheet from the bottom. */
  &[data-size='lg'] {
    width: min(480px, 100vw);
  }
  ${media.mobile} {
    &[data-size='lg'] {
      top: auto;
      left: 0;
      right: 0;
      width: 100%;
      max-height: 90vh;
      border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
      ${animateUnlessReduced(css`
        ${slideUp} 220ms ease-out
      `)}
    }
  }
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:focus {
    outline: none;
  }
`;
