import { keyframes, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

// Transform only: the text is never transparent, even mid-animation.
const grow = keyframes`
  0% { transform: scale(0.6); }
  40% { transform: scale(1.05); }
  100% { transform: scale(1); }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.toast + 10};
  display: grid;
  place-items: center;
  background: ${color('text')};
  color: ${color('surface')};
`;

export const Animation = styled.div<{ $duration: number }>`
  display: grid;
  justify-items: center;
  gap: 8px;
  text-align: center;
  animation: ${grow} ${({ $duration }) => Math.min($duration, 1200)}ms ease-out both;
  p {
    margin: 0;
    font-size: clamp(2rem, 8vw, 4rem);
    font-weight: 800;
  }
  span {
    font-size: 1.1rem;
  }
`;

// A margin of the overlay's ground around the video on a phone, as on a wide screen. Drawn edge
// to edge (412 × 232 px) it was larger than the home page's hero on a phone (380 × 240 px), so
// Chrome reported the video, which starts 2 s after the page, as the page's largest contentful
// paint: 2.5 s instead of 0.8 s in Lighthouse.
// The box has a video's usual shape (16:9) from the start, so nothing moves when the video's own
// size arrives with its metadata: before, the box began at the browser's default 2:1 and grew, a
// layout shift of 0.059 on the home page (Lighthouse, desktop). Another shape is letterboxed.
export const Video = styled.video`
  width: min(88vw, 960px, calc(88vh * 16 / 9));
  aspect-ratio: 16 / 9;
  object-fit: contain;
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: 24px;
  font-size: 1.1rem;
  text-align: center;
`;

export const SkipButton = styled.button`
  position: absolute;
  right: 24px;
  bottom: 24px;
  min-height: 44px;
  padding: 0 20px;
  border: 2px solid ${color('surface')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${color('surface')};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${color('surface')};
    outline-offset: 3px;
  }
`;
