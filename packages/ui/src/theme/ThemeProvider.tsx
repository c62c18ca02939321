import { useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { buildTheme, themeToCssVars, type ThemeOverrides } from './buildTheme';
import { GlobalStyle } from './GlobalStyle';
import { PortalContainerContext } from './PortalContext';
import { SCOPE_ATTRIBUTE, Scope, ScopedStyle } from './ScopedStyle';

export interface PetverseThemeProviderProps {
  /** Semantic colour overrides, e.g. a partner's brand colour. */
  overrides?: ThemeOverrides;
  /**
   * Inject the page-wide reset (body margin, font, colours) and the custom properties on `:root`:
   * for a page that is all Petverse, like our site. Without it the theme is scoped to this
   * subtree and the host page is left alone. @default false
   */
  withGlobalStyle?: boolean;
  /**
   * Where dialogs portal to (e.g. a node in a partner's shadow root). Default: the page's body
   * with the global style, else a node inside the scoped root so dialogs keep its styles.
   */
  portalContainer?: Element | DocumentFragment;
  children?: ReactNode;
}

/**
 * Gives its subtree the Petverse theme. On a partner page (the default) it wraps the subtree in
 * a scoped root carrying the reset and custom properties, touching nothing outside it.
 */
export function ThemeProvider({
  overrides,
  withGlobalStyle = false,
  portalContainer,
  children,
}: PetverseThemeProviderProps) {
  const theme = useMemo(() => buildTheme(overrides), [overrides]);
  const [portalNode, setPortalNode] = useState<HTMLDivElement | null>(null);

  if (withGlobalStyle) {
    return (
      <StyledThemeProvider theme={theme}>
        <GlobalStyle />
        <PortalContainerContext.Provider value={portalContainer}>
          {children}
        </PortalContainerContext.Provider>
      </StyledThemeProvider>
    );
  }

  const scopeProps = { [SCOPE_ATTRIBUTE]: '' };
  return (
    <StyledThemeProvider theme={theme}>
      <ScopedStyle />
      <Scope data-ui="ThemeScope" {...scopeProps} style={themeToCssVars(theme)}>
        <PortalContainerContext.Provider value={portalContainer ?? portalNode}>
          {children}
        </PortalContainerContext.Provider>
        {portalContainer ? null : <div data-ui="ThemePortal" ref={setPortalNode} />}
      </Scope>
    </StyledThemeProvider>
  );
}
