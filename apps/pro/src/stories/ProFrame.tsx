import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { ApiProvider } from '@petverse/api';
import { proTokenAtom } from '@petverse/api/pro';
import type { ProviderRole } from '@petverse/api/contract';
import { createFixtureClient, type FixtureRoutes } from '@repo/story-fixtures';
import { ProLayout } from '../layout/ProLayout';
import { RequirePro } from '../lib/RequirePro';

/** Who is signed in to the portal in a story. */
export const proMe = (role: ProviderRole = 'owner') => ({
  provider: { id: 'p-1', kind: 'groomer', name: 'GroomVan Pune' },
  member: { name: 'Ravi Kulkarni', email: 'ravi@groomvan.in', role },
});

/**
 * A portal page under its real route, inside the portal's frame, with a signed-in provider
 * account (`role`) and API answers from fixtures: a fresh SWR cache and a session of its own.
 */
export function ProFrame({
  path,
  routes,
  memberRole = 'owner',
  signedIn = true,
  framed = true,
  children,
}: {
  path: string;
  routes: FixtureRoutes;
  memberRole?: ProviderRole;
  signedIn?: boolean;
  /** Inside the portal's header and menu (pages behind sign-in). */
  framed?: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(proTokenAtom, signedIn ? 'pvp_story-session' : null);
    return s;
  });
  const client = createFixtureClient({ 'GET /pro/auth/me': proMe(memberRole), ...routes });
  return (
    <Provider store={store}>
      <ApiProvider client={client}>
        <Routes>
          {framed ? (
            <Route
              element={
                <RequirePro>
                  <ProLayout />
                </RequirePro>
              }
            >
              <Route path={path} element={children} />
            </Route>
          ) : (
            <Route path={path} element={children} />
          )}
          <Route path="/login" element={<p>The sign-in page</p>} />
          <Route path="/hours" element={<p>The hours page</p>} />
          <Route path="/" element={<p>The bookings page</p>} />
        </Routes>
      </ApiProvider>
    </Provider>
  );
}

/** What reaches past `width` pixels from the story's left edge (shared with the site's stories). */
export { pastWidth } from '@repo/story-fixtures';
