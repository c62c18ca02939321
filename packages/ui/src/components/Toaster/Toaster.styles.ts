import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';

export const Region = styled.section`
  position: fixed;
  top: 16px;
  right: 16px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: min(360px, calc(100vw - 32px));
  pointer-events: none;
  ${media.mobile} {
    top: 8px;
    right: 8px;
    width: calc(100vw - 16px);
  }
  /* When the top-right corner would cover the control that raised the toast. */
  &[data-placement='bottom'] {
    top: auto;
    bottom: 16px;
    ${media.mobile} {
      bottom: 8px;
    }
  }
`;

export const Stack = styled.div`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Item = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 12px 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 6px solid;
  background: ${color('surface')};
  color: ${color('text')};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-weight: 600;
  &[data-variant='success'] {
    border-color: ${color('successFg')};
  }
  &[data-variant='error'] {
    border-color: ${color('dangerFg')};
  }
  &[data-variant='info'] {
    border-color: ${color('infoFg')};
  }
  p {
    margin: 0;
    flex: 1;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: pv-toast-in 180ms ease-out;
    @keyframes pv-toast-in {
      from {
        opacity: 0;
        transform: translateY(-6px);
      }
    }
  }
`;

export const Close = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color('textMuted')};
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color('surfaceMuted')};
  }
`;
