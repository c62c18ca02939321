import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { I18n } from '@petverse/ui';
import type { ApiClient } from '@petverse/api';
import { LocaleProvider, ThemeProvider, Toaster } from '@petverse/ui';
import { ProApiProvider } from './lib/ProApiProvider';
import { basenameOf } from './lib/i18n';
import { ProRoutes } from './routes';

/** The provider portal, under /pro (Hindi: /pro/hi); prerendered sign-in pages use a static router. */
export function App({
  i18n,
  router: Router,
  api,
}: {
  i18n: I18n;
  router?: ComponentType<{ children: ReactNode }>;
  api?: ApiClient;
}) {
  const routed = (
    <ProApiProvider client={api}>
      <ProRoutes />
    </ProApiProvider>
  );
  return (
    <LocaleProvider i18n={i18n}>
      <ThemeProvider withGlobalStyle>
        {Router ? (
          <Router>{routed}</Router>
        ) : (
          <BrowserRouter basename={basenameOf(i18n.locale === 'hi' ? 'hi' : 'en')}>
            {routed}
          </BrowserRouter>
        )}
        <Toaster />
      </ThemeProvider>
    </LocaleProvider>
  );
}
