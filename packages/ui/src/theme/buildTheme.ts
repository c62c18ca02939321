import { breakpoints, fontSizes, fonts, radii, shadows, space, zIndices } from './tokens';
import { semanticColors, type SemanticColor } from './semantic';

export interface PetverseTheme {
  colors: Record<SemanticColor, string>;
  space: readonly number[];
  radii: Record<keyof typeof radii, string>;
  fontSizes: typeof fontSizes;
  fonts: Record<keyof typeof fonts, string>;
  shadows: typeof shadows;
  zIndices: typeof zIndices;
  breakpoints: typeof breakpoints;
}

/**
 * Overrides a partner may pass: any semantic colour, the font stacks and the corner radii
 * (values may be `var(--partner-property, fallback)`); nothing structural.
 */
export interface ThemeOverrides {
  colors?: Partial<Record<SemanticColor, string>>;
  fonts?: Partial<Record<keyof typeof fonts, string>>;
  radii?: Partial<Record<keyof typeof radii, string>>;
}

/** Builds the theme object; overrides win over the defaults, key by key. */
export function buildTheme(overrides: ThemeOverrides = {}): PetverseTheme {
  return {
    colors: { ...semanticColors, ...overrides.colors },
    space,
    radii: { ...radii, ...overrides.radii },
    fontSizes,
    fonts: { ...fonts, ...overrides.fonts },
    shadows,
    zIndices,
    breakpoints,
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// Written once per colour: styles call these as their modules load, some hundreds of times on a
// page's first load.
const VARS = Object.fromEntries(
  Object.keys(semanticColors).map((name) => [name, `--pv-color-${kebab(name)}`]),
) as Record<SemanticColor, string>;
const READS = Object.fromEntries(
  Object.entries(semanticColors).map(([name, value]) => [
    name,
    `var(${VARS[name as SemanticColor]}, ${value})`,
  ]),
) as Record<SemanticColor, string>;

/** The name of the CSS custom property that carries a semantic colour. */
export const colorVar = (name: SemanticColor) => VARS[name];

/** `var(--pv-color-x, fallback)`: styles read colours this way so a page can restyle them. */
export const color = (name: SemanticColor) => READS[name];

/** The custom properties a theme sets on its root. */
export function themeToCssVars(theme: PetverseTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    vars[colorVar(name as SemanticColor)] = value;
  }
  return vars;
}

// Every styled component in a project that uses this package sees the Petverse theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PetverseTheme {}
}
