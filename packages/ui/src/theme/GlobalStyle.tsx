import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { buildTheme, themeToCssVars, type PetverseTheme } from './buildTheme';

/**
 * The theme's link style, for every link no component styles itself (a page's own 'Back to All
 * Doctors', a name in a listing): the accent colour, not the browser's blue and purple, still
 * underlined so a link in text is told apart by more than colour. `:where()` weighs nothing, so
 * any component's own link style wins.
 */
export const linkCss = (scope = '') =>
  `:where(${scope}a){color:var(--pv-color-accent);font-weight:600;text-decoration-thickness:1px;text-underline-offset:.18em}` +
  `:where(${scope}a:hover){color:var(--pv-color-accent-hover)}`;
const LINK_CSS = linkCss();

/**
 * The page-wide CSS for a theme: its custom properties on `:root`, resets, the font stack, focus
 * rings and reduced motion. Plain CSS, no nesting, so it needs no compiling.
 */
function globalCss(theme: PetverseTheme): string {
  const vars = Object.entries(themeToCssVars(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return (
    `:root{${vars}}` +
    '*,*::before,*::after{box-sizing:border-box}' +
    'html{-webkit-text-size-adjust:100%}' +
    `body{margin:0;font-family:${theme.fonts.body};font-size:16px;line-height:1.5;` +
    'color:var(--pv-color-text);background:var(--pv-color-surface-muted)}' +
    'img,svg,video{display:block;max-width:100%}' +
    'button,input,select,textarea{font:inherit}' +
    ':focus-visible{outline:3px solid var(--pv-color-focus);outline-offset:2px}' +
    LINK_CSS +
    '@media (prefers-reduced-motion:reduce){*,*::before,*::after{' +
    'animation-duration:0.01ms!important;transition-duration:0.01ms!important}}'
  );
}

const cssByTheme = new WeakMap<PetverseTheme, string>();
const defaultTheme = buildTheme();

/**
 * The page-wide reset and the theme's custom properties, for a page that is all Petverse (our
 * site: `ThemeProvider withGlobalStyle`). It reads the theme of the nearest styled-components
 * `ThemeProvider`, else the default one.
 *
 * A plain `<style>` element rather than `createGlobalStyle`: on a server-rendered page it comes
 * with the HTML and hydrating it costs nothing. A global style component injects its rules again
 * in a layout effect as the page hydrates, and those rules were the first the page's
 * styled-components compiled, so the phone ran the CSS compiler cold inside React's commit: about
 * half of the commit's one long task (ADR 009).
 */
export function GlobalStyle() {
  const theme: PetverseTheme = useContext(ThemeContext) ?? defaultTheme;
  let css = cssByTheme.get(theme);
  if (css === undefined) {
    css = globalCss(theme);
    cssByTheme.set(theme, css);
  }
  return <style data-petverse-global="">{css}</style>;
}
