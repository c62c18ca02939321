import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { StyleSheetManager, createGlobalStyle } from 'styled-components';
import { ThemeProvider, Toaster, fonts, radii, semanticColors } from '@petverse/ui';

/**
 * The theme a host page restyles through CSS custom properties set on the element (or any
 * ancestor): custom properties are inherited into the shadow root, nothing else of the page is.
 */
const EMBED_THEME = {
  colors: {
    accent: `var(--petverse-color-primary, ${semanticColors.accent})`,
    accentHover: `var(--petverse-color-primary-hover, color-mix(in srgb, var(--petverse-color-primary, ${semanticColors.accentHover}) 85%, black))`,
    focus: `var(--petverse-color-focus, ${semanticColors.focus})`,
    text: `var(--petverse-color-text, ${semanticColors.text})`,
    surface: `var(--petverse-color-surface, ${semanticColors.surface})`,
  },
  fonts: {
    body: `var(--petverse-font-family, ${fonts.body})`,
    heading: `var(--petverse-font-family, ${fonts.heading})`,
  },
  radii: {
    sm: `calc(var(--petverse-radius, ${radii.md}) * 0.6)`,
    md: `var(--petverse-radius, ${radii.md})`,
    lg: `calc(var(--petverse-radius, ${radii.md}) * 1.6)`,
  },
};

/**
 * `rem` means the host page's root font size, which a page may set to anything (`62.5%`, or
 * `* { font: 30px serif }`). Inside our shadow root every `rem` becomes a multiple of
 * `--petverse-font-size` (16px unless the host sets it), so the page cannot resize our text.
 */
export function remToPetverseSize(element: { type: string; value: string }): void {
  if (element.type === 'decl' && element.value.includes('rem'))
    element.value = element.value.replace(
      // A length on its own (not the end of a name): its sign goes inside the calc, so `-0.5rem`
      // becomes `calc(-0.5 * …)`, not the invalid `-calc(0.5 * …)`.
      /(^|[^\w.-])([-+]?)(\d*\.?\d+)rem\b/g,
      (_, before: string, sign: string, n: string) =>
        `${before}calc(${sign === '-' ? '-' : ''}${n} * var(--petverse-font-size, 16px))`,
    );
}
const STYLIS_PLUGINS = [remToPetverseSize];

/**
 * Inherited styles of the host page (its `font`, `color`, `line-height`…) stop at the element;
 * custom properties (our theming hooks) still pass.
 */
const HostStyle = createGlobalStyle`
  :host { all: initial; display: block; }
  :host([hidden]) { display: none; }
`;

/**
 * Toasts come from one store for the whole page, so only the first mounted element that wants
 * them renders a toast region: two forms never show each toast twice.
 */
const toasterCandidates: symbol[] = [];
const toasterListeners = new Set<() => void>();
const subscribeToaster = (listener: () => void) => {
  toasterListeners.add(listener);
  return () => void toasterListeners.delete(listener);
};
const changeCandidates = (change: () => void) => {
  change();
  for (const listener of toasterListeners) listener();
};

function useToasterOwner(wanted: boolean): boolean {
  const [id] = useState(() => Symbol('toaster'));
  useEffect(() => {
    if (!wanted) return;
    changeCandidates(() => toasterCandidates.push(id));
    return () => changeCandidates(() => toasterCandidates.splice(toasterCandidates.indexOf(id), 1));
  }, [id, wanted]);
  return useSyncExternalStore(
    subscribeToaster,
    () => toasterCandidates[0] === id,
    () => false,
  );
}

export interface EmbedRootProps {
  /** The element's shadow root, given by the custom-element wrapper. */
  container: Node | undefined;
  /** Whether this element raises toasts (forms do unless `toasts="off"`). */
  toasts?: boolean;
  children: ReactNode;
}

/**
 * Everything an element renders lives in its shadow root: styled-components writes its styles
 * there, dialogs portal to a node there, and the page's CSS cannot reach in.
 */
export function EmbedRoot({ container, toasts = false, children }: EmbedRootProps) {
  const target = container instanceof ShadowRoot ? container : undefined;
  const showToaster = useToasterOwner(toasts);
  return (
    <StyleSheetManager target={target} stylisPlugins={STYLIS_PLUGINS}>
      <ThemeProvider overrides={EMBED_THEME}>
        <HostStyle />
        {children}
        {showToaster ? <Toaster label="Petverse notifications" /> : null}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
