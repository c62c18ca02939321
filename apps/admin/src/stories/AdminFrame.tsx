import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { waitFor } from 'storybook/test';
import { ApiProvider } from '@petverse/api';
import { staffTokenAtom } from '@petverse/api/admin';
import { createFixtureClient, type FixtureRoutes } from '@repo/story-fixtures';
import { AdminLayout } from '../layout/AdminLayout';
import { RequireStaff } from '../lib/RequireStaff';
import type { StaffArea } from '@petverse/api/contract';
import { staffMe } from './fixtures';

/**
 * A back-office page under its real route, inside the console's frame, with a signed-in staff
 * member (`role`) and API answers from fixtures: a fresh SWR cache and a session of its own.
 */
export function AdminFrame({
  path,
  area,
  routes,
  staffRole = 'owner',
  signedIn = true,
  children,
}: {
  path: string;
  area?: StaffArea;
  routes: FixtureRoutes;
  staffRole?: Parameters<typeof staffMe>[0];
  signedIn?: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(staffTokenAtom, signedIn ? 'pvs_story-session' : null);
    return s;
  });
  const client = createFixtureClient({ 'GET /admin/auth/me': staffMe(staffRole), ...routes });
  return (
    <Provider store={store}>
      <ApiProvider client={client}>
        <Routes>
          {area ? (
            <Route element={<AdminLayout />}>
              <Route path={path} element={<RequireStaff area={area}>{children}</RequireStaff>} />
            </Route>
          ) : (
            <Route path={path} element={children} />
          )}
          <Route path="/login" element={<p>The sign-in page</p>} />
        </Routes>
      </ApiProvider>
    </Provider>
  );
}

/** The toast that says `text` (react-toastify's, not its hidden live-region copy). */
export async function toastSaying(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = [
      ...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('.Toastify__toast'),
    ].find((t) => t.textContent?.includes(text));
    if (!toast) throw new Error(`no toast says ${text}`);
    return toast;
  });
}
