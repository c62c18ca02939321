import { css, keyframes } from 'styled-components';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion (read once; see usePrefersReducedMotion to follow changes). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCE).matches;

/** Styles: an element's animation, dropped when the visitor prefers reduced motion. */
export const animateUnlessReduced = (animation: ReturnType<typeof css>) => css`
  animation: ${animation};
  @media ${REDUCE} {
    animation: none;
  }
`;

/** A dialog's backdrop fading in (colour only: the content is never transparent mid-animation). */
export const backdropFadeIn = keyframes`from { background-color: transparent; }`;
