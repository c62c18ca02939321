import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesFromElements, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { proI18n } from './lib/i18n';
import { proRoutes } from './routes';

/** The pages prerendered at build time (scripts/prerender-app.mjs): the sign-in page, twice. */
export const prerenderedRoutes = ['/login', '/hi/login'] as const;

/** The route table, from which the build lists the portal's addresses (scripts/prerender-app.mjs). */
export const routes = createRoutesFromElements(proRoutes);
/** Every address is also one in Hindi, under /hi. */
export const localePrefixes = ['/hi'] as const;

const languages = { en: await proI18n('en'), hi: await proI18n('hi') };

/** A page's markup and its critical CSS, rendered once at build time (no session, no data). */
export function render(path: string): { html: string; css: string } {
  const hindi = path.startsWith('/hi/');
  const i18n = languages[hindi ? 'hi' : 'en'];
  const basename = hindi ? '/pro/hi' : '/pro';
  const location = `${basename}${hindi ? path.slice(3) : path}`;
  function AtPath({ children }: { children: ReactNode }) {
    return (
      <StaticRouter basename={basename} location={location}>
        {children}
      </StaticRouter>
    );
  }
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App i18n={i18n} router={AtPath} />
        </StrictMode>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
