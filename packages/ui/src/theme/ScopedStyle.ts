import { createGlobalStyle, styled } from 'styled-components';
import { linkCss } from './GlobalStyle';

/** The attribute that marks a scoped Petverse root; every scoped rule hangs off it. */
export const SCOPE_ATTRIBUTE = 'data-petverse-scope';

/**
 * What a component subtree needs from a reset, and nothing outside it: border-box sizing, the
 * font stack, focus rings and reduced motion. Rules sit under the scope attribute and mostly
 * inside `:where()` so component styles still win; `box-sizing` keeps the attribute's weight so a
 * host's `* { box-sizing: content-box }` cannot break our layouts.
 */
export const ScopedStyle = createGlobalStyle`
  [${SCOPE_ATTRIBUTE}] *, [${SCOPE_ATTRIBUTE}] *::before, [${SCOPE_ATTRIBUTE}] *::after {
    box-sizing: border-box;
  }
  :where([${SCOPE_ATTRIBUTE}]) :where(img, svg, video) { display: block; max-width: 100%; }
  :where([${SCOPE_ATTRIBUTE}]) :where(button, input, select, textarea) { font: inherit; }
  ${linkCss(`[${SCOPE_ATTRIBUTE}] `)}
  :where([${SCOPE_ATTRIBUTE}]) :focus-visible {
    outline: 3px solid var(--pv-color-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    [${SCOPE_ATTRIBUTE}] *, [${SCOPE_ATTRIBUTE}] *::before, [${SCOPE_ATTRIBUTE}] *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/**
 * The scoped root: it takes no box of its own (`display: contents`) yet passes the font, text
 * colour and custom properties down, so a host page's inherited styles stop at it.
 */
export const Scope = styled.div`
  display: contents;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 16px;
  font-weight: 400;
  font-style: normal;
  line-height: 1.5;
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
  color: var(--pv-color-text);
`;
