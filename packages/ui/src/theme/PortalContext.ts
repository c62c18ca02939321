import { createContext, useContext } from 'react';

/**
 * Where dialogs portal to. `undefined` (no provider): the page's `document.body`, as a full-page
 * app expects. `null`: a scoped root that is not mounted yet, so nothing portals this render.
 */
export const PortalContainerContext = createContext<Element | DocumentFragment | null | undefined>(
  undefined,
);

/** The element dialogs render into: the nearest ThemeProvider's container, else the body. */
export function usePortalContainer(): Element | DocumentFragment | null {
  const container = useContext(PortalContainerContext);
  if (container !== undefined) return container;
  return typeof document === 'undefined' ? null : document.body;
}
