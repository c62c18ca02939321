import { keyframes, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
`;
const exit = keyframes`
  to { opacity: 0; }
`;
// react-toastify times autoClose by this animation's end (its duration is set inline).
const track = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

/** Our look for react-toastify's unstyled markup; written here so it lands in an embed's shadow root too. */
export const Region = styled.div`
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

  .Toastify__toast-container {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }

  .Toastify__toast {
    position: relative;
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
    overflow: hidden;
  }
  .Toastify__toast--success {
    border-color: ${color('successFg')};
  }
  .Toastify__toast--error {
    border-color: ${color('dangerFg')};
  }
  .Toastify__toast--info,
  .Toastify__toast--default {
    border-color: ${color('infoFg')};
  }
  .Toastify__toast > p {
    margin: 0;
    flex: 1;
    align-self: center;
  }

  /* The timer stays invisible, but must run: its end closes the toast. */
  .Toastify__progress-bar--wrp {
    position: absolute;
    left: 0;
    bottom: 0;
    width: 100%;
    height: 2px;
    opacity: 0;
    pointer-events: none;
  }
  .Toastify__progress-bar--bg {
    display: none;
  }
  .Toastify__progress-bar {
    height: 100%;
    transform-origin: left;
  }
  .Toastify__progress-bar--animated {
    animation: ${track} linear 1 forwards;
  }

  .pv-toast-enter {
    animation: ${enter} 180ms ease-out both;
  }
  .pv-toast-exit {
    animation: ${exit} 150ms ease-in both;
  }
  @media (prefers-reduced-motion: reduce) {
    /* Still an animation (react-toastify waits for its end), too short to see. */
    .pv-toast-enter,
    .pv-toast-exit {
      animation-duration: 1ms;
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
