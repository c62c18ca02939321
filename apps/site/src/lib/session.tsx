import { Outlet } from 'react-router-dom';
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
 */

/**
 * A layout route for the pages that depend on the session from their first render (a pet
 * parent's own pages, the cart, checkout, payment): rendered on the server, and while that HTML
 * hydrates, as the site's shell with a loading state where the page goes; the page right after.
 */
export function AfterHydration() {
  const t = useT();
  return useHydrated() ? <Outlet /> : <LoadingState label={t('Loading...')} />;
}
