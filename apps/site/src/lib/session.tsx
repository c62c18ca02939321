import { createContext, useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { getDefaultStore, useAtomValue } from 'jotai';
import { unstable_serialize } from 'swr';
import { userCheckedAtom, userIdAtom, userKey, type InitialData } from '@petverse/api';
import type { User } from '@petverse/api/contract';
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
 * the same session) for them, the page itself and the header's account show the session from
 * the first render (`useSessionShown`): the server renders after its own session check, whose
 * answer goes with the page (`sessionAnswer`), and the browser starts from it
 * (`startRenderedSession`). The rest (the cart's count) hydrates as a visitor's and switches
 * after.
 */
const RenderedFor = createContext<string | null>(null);

/** Tells `AfterHydration` whom this page was rendered for on the server (nobody: null). */
export const RenderedForProvider = RenderedFor.Provider;

/**
 * Whether what depends on the session shows it now: once the page has hydrated, or from the
 * first render on a page rendered for this session (in the browser, hydrated only by it).
 */
export function useSessionShown(): boolean {
  const renderedFor = useContext(RenderedFor);
  const userId = useAtomValue(userIdAtom);
  const hydrated = useHydrated();
  return hydrated || (renderedFor !== null && renderedFor === userId);
}

/**
 * A page rendered for a session carries the session check's answer (the account) among its
 * answers, under the key the browser's check keeps it by: the header shows the pet parent from
 * the first render, on the server and as the page hydrates.
 */
export const sessionAnswer = (userId: string, user: User): InitialData[number] => [
  userKey({ user: userId }),
  user,
];

/**
 * In the browser, before a page rendered for this session hydrates (main.tsx, when the stored
 * token is that session's): the session's state as the server rendered it (the account
 * checked), so the first render matches and the browser does not check again what the server
 * has just checked.
 */
export function startRenderedSession(answers: InitialData, renderedFor: string): void {
  const key = unstable_serialize(userKey({ user: renderedFor }));
  const user = answers.find(([answered]) => unstable_serialize(answered) === key)?.[1] as
    User | undefined;
  if (user) getDefaultStore().set(userCheckedAtom, user);
}

/**
 * A layout route for the pages that depend on the session from their first render (a pet
 * parent's own pages, the cart, checkout, payment): rendered on the server, and while that HTML
 * hydrates, as the site's shell with a loading state where the page goes; the page right after.
 * A page rendered for this session (above) shows at once.
 */
export function AfterHydration() {
  const t = useT();
  return useSessionShown() ? <Outlet /> : <LoadingState label={t('Loading...')} />;
}
