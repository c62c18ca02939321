import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ApiClient, InitialData } from '@petverse/api';
import {
  LocaleProvider,
  localePrefix,
  ThemeProvider,
  Toaster,
  useHydrated,
  type I18n,
  type Locale,
} from '@petverse/ui';
import { useIdleAfter } from './lib/useIdleAfter';
import { SiteApiProvider } from './lib/SiteApiProvider';
import { RenderedForProvider } from './lib/session';
import { TapsSeen } from './lib/TapsSeen';
import { AppRoutes } from './routes';

// Scroll positions across navigations matter from the first navigation on: their code comes in a
// chunk of its own when the browser is first idle after hydration, not in every page's first load.
const ScrollMemory = lazy(() => import('./lib/ScrollMemory'));
function LaterScrollMemory() {
  return useIdleAfter(useHydrated()) ? (
    <Suspense fallback={null}>
      <ScrollMemory />
    </Suspense>
  ) : null;
}

/**
 * The site. In the browser it follows the address bar; rendered on the server (at build time
 * or on request, entry-server.tsx) it gets a static router for one address and the answers it
 * fetched, in the very same tree, so hydration finds what the server rendered.
 */
export function App({
  i18n,
  router: Router = BrowserRouter,
  api,
  initialData,
  renderedFor = null,
}: {
  /** The page's language and its texts (lib/i18n.ts): Hindi pages' addresses start with /hi. */
  i18n: I18n;
  router?: ComponentType<{ children: ReactNode; basename?: string }>;
  /** The API client, when not the browser's (the server renders through its own API). */
  api?: ApiClient;
  /** The answers a page rendered on request was rendered with, handed over in its HTML. */
  initialData?: InitialData;
  /** The pet parent whose session a page was rendered with (lib/session.tsx), if any. */
  renderedFor?: string | null;
}) {
  return (
    <LocaleProvider i18n={i18n}>
      <ThemeProvider withGlobalStyle>
        <TapsSeen>
          <Router basename={localePrefix(i18n.locale as Locale) || undefined}>
            <SiteApiProvider client={api} initialData={initialData}>
              <RenderedForProvider value={renderedFor}>
                <AppRoutes />
              </RenderedForProvider>
            </SiteApiProvider>
            <LaterScrollMemory />
          </Router>
          <Toaster />
        </TapsSeen>
      </ThemeProvider>
    </LocaleProvider>
  );
}
