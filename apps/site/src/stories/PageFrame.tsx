import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ApiProvider } from '@petverse/api';
import { createFixtureClient, type FixtureRoutes } from '@repo/story-fixtures';

/** A page under its real route pattern, with API answers from fixtures and a fresh SWR cache. */
export function PageFrame({
  path,
  routes,
  children,
}: {
  path: string;
  routes: FixtureRoutes;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={createFixtureClient(routes)}>
      <Routes>
        <Route path={path} element={children} />
      </Routes>
    </ApiProvider>
  );
}
