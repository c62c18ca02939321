import { createContext, useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { userIdAtom } from '@petverse/api';
import { LoadingState, useHydrated } from '@petverse/ui';
import { useT } from '@petverse/ui';

/**
 * The session lives in this browser's storage, which the server cannot read: a page rendered on
 * the server shows what a visitor sees, and so must its hydration, or React would find HTML that
 * its first render does not match and throw it away. What a page shows differently to a signed-in
 * pet parent reads the session through these and `useSignedIn` (./useSignedIn.ts), which give the
 * visitor's version until the page has hydrated and the session's right after; a page rendered in
 * the browser gets the session's at once. `e2e/tests/firstpaint.e2e.ts` opens every
 * server-rendered route signed in and fails on a hydration mismatch.
 *
 * The one exception: a pet parent's own pages that the server renders with their data when the
 * session's cookie comes with the request (entry-server.tsx's `sessionRoutes`, ADR 030). Such a
 * page says whom it was rendered for; rendered (on the server) or hydrated (in the browser, with
 * the same session) for them, the page itself shows from the first render. The rest of the
 * page (the header's account) still hydrates as a visitor's and switches after.
 */
const RenderedFor = createContext<string | null>(null);

/** Tells `AfterHydration` whom this page was rendered for on the server (nobody: null). */
export const RenderedForProvider = RenderedFor.Provider;

/**
 * A layout route for the pages that depend on the session from their first render (a pet
 * parent's own pages, the cart, checkout, payment): rendered on the server, and while that HTML
 * hydrates, as the site's shell with a loading state where the page goes; the page right after.
 * A page rendered for this session (above) shows at once.
 */
export function AfterHydration() {
  const t = useT();
  const renderedFor = useContext(RenderedFor);
  const userId = useAtomValue(userIdAtom);
  const hydrated = useHydrated();
  return hydrated || (renderedFor !== null && renderedFor === userId) ? (
    <Outlet />
  ) : (
    <LoadingState label={t('Loading...')} />
  );
}
