import { createGlobalStyle } from 'styled-components';
import { themeToCssVars } from './buildTheme';

const toDeclarations = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([k, v]) => `${k}: ${v};`)
    .join('\n');

/** Resets, the font stack, focus rings and the theme's custom properties on :root. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => toDeclarations(themeToCssVars(theme))}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: var(--pv-color-text);
    background: var(--pv-color-surface-muted);
  }
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid var(--pv-color-focus); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
