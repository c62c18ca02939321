import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ApiClient } from '@petverse/api';
import { ThemeProvider, Toaster } from '@petverse/ui';
import { AdminApiProvider } from './lib/AdminApiProvider';
import { AdminRoutes } from './routes';

/** The browser's router, under /admin. */
function AdminBrowserRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename="/admin">{children}</BrowserRouter>;
}

/** The back office, under /admin; the server prerenders its sign-in page with a static router. */
export function App({
  router: Router = AdminBrowserRouter,
  api,
}: {
  router?: ComponentType<{ children: ReactNode }>;
  api?: ApiClient;
}) {
  return (
    <ThemeProvider withGlobalStyle>
      <Router>
        <AdminApiProvider client={api}>
          <AdminRoutes />
        </AdminApiProvider>
      </Router>
      <Toaster />
    </ThemeProvider>
  );
}
