import { Outlet } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { LoadingState, useHydrated } from '@petverse/ui';

/**
 * The session lives in this browser's storage, which the server cannot read: a page rendered on
 * the server shows what a visitor sees, and so must its hydration, or React would find HTML that
 * its first render does not match and throw it away. What a page shows differently to a signed-in
 * pet parent reads the session through these, which give the visitor's version until the page
 * has hydrated and the session's right after; a page rendered in the browser gets the session's
 * at once. `e2e/tests/firstpaint.e2e.ts` opens every server-rendered route signed in and fails on
 * a hydration mismatch.
 */

/** Whether a session is known here; false on the server and while the page hydrates. */
export function useSignedIn(): boolean {
  const { token, userId } = useAuth();
  return useHydrated() && Boolean(token && userId);
}

/** What a page shows while the session cannot be known yet: the server's and hydration's render. */
export function SessionPending() {
  return <LoadingState label="Loading..." />;
}

/**
 * A layout route for pages that depend on the session from their first render (the cart, checkout,
 * payment): rendered on the server as the site's shell with `SessionPending`, then the page.
 */
export function AfterHydration() {
  return useHydrated() ? <Outlet /> : <SessionPending />;
}
