import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, Toaster } from '@petverse/ui';
import { SiteApiProvider } from './lib/SiteApiProvider';
import { AppRoutes } from './routes';

/**
 * The site. In the browser it follows the address bar; prerendered at build time
 * (entry-server.tsx) it gets a static router for one address, in the very same tree, so
 * hydration finds what the server rendered.
 */
export function App({
  router: Router = BrowserRouter,
}: {
  router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <ThemeProvider withGlobalStyle>
      <Router>
        <SiteApiProvider>
          <AppRoutes />
        </SiteApiProvider>
      </Router>
      <Toaster />
    </ThemeProvider>
  );
}
