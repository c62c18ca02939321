/**
 * Raw design scales. Arrays of names are `as const` so prop unions, Storybook controls and
 * "all variants" stories share one source.
 */
export const palette = {
  brand50: '#fff4ec',
  brand100: '#ffe2cc',
  brand500: '#e8590c',
  brand600: '#c94c08',
  brand700: '#a33d06',
  teal50: '#e6f7f5',
  teal600: '#0b7a6f',
  teal700: '#075e55',
  ink900: '#1d1b26',
  ink700: '#3d3a4a',
  ink600: '#57536a',
  ink500: '#6e6a80',
  ink300: '#c9c6d4',
  ink200: '#e3e1ea',
  ink100: '#f2f1f6',
  white: '#ffffff',
  green50: '#e8f6ec',
  green700: '#1f7a3a',
  amber50: '#fff7e0',
  amber800: '#8a5a00',
  red50: '#fdecec',
  red700: '#b42318',
  blue50: '#e9f1fe',
  blue700: '#1d4ed8',
  violet50: '#f1ecfd',
  violet700: '#6d28d9',
} as const;

export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64] as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
} as const;

export const shadows = {
  card: '0 1px 2px rgba(29, 27, 38, 0.06), 0 2px 8px rgba(29, 27, 38, 0.08)',
  raised: '0 8px 24px rgba(29, 27, 38, 0.16)',
} as const;

export const zIndices = { base: 0, nav: 100, drawer: 200, modal: 300, toast: 400 } as const;

/** The one breakpoint of the product: below it is the phone layout. */
export const breakpoints = { mobile: 768 } as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
} as const;

export const sizes = ['sm', 'md', 'lg'] as const;
export type Size = (typeof sizes)[number];
