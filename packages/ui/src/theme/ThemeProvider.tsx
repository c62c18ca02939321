import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { buildTheme, type ThemeOverrides } from './buildTheme';
import { GlobalStyle } from './GlobalStyle';

export interface PetverseThemeProviderProps {
  /** Semantic colour overrides, e.g. a partner's brand colour. */
  overrides?: ThemeOverrides;
  /** Whether to inject the global reset and custom properties. @default true */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** Gives its subtree the Petverse theme; embed once at the root of an app or partner page. */
export function ThemeProvider({
  overrides,
  withGlobalStyle = true,
  children,
}: PetverseThemeProviderProps) {
  const theme = useMemo(() => buildTheme(overrides), [overrides]);
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
