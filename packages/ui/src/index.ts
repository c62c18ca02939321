export { ThemeProvider } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { buildTheme, color, colorVar, themeToCssVars } from './theme/buildTheme';
export { palette, space, radii, fontSizes, fonts, shadows, zIndices, breakpoints, media, sizes } from './theme/tokens';
export { semanticColors, tones } from './theme/semantic';
export { formatRupees } from './utils/format';
export { Button, buttonStyles, buttonVariants } from './components/Button';
export { Toaster, notify, TOAST_DURATION } from './components/Toaster';

export type { PetverseTheme, ThemeOverrides } from './theme/buildTheme';
export type { PetverseThemeProviderProps } from './theme/ThemeProvider';
export type { Size } from './theme/tokens';
export type { Tone, SemanticColor } from './theme/semantic';
export type { ButtonProps, ButtonVariant } from './components/Button';
