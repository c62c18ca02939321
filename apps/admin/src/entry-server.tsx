import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesFromElements, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { adminRoutes } from './routes';

/** The pages prerendered at build time (scripts/prerender.mjs): the sign-in page. */
export const prerenderedRoutes = ['/login'] as const;

/** The route table, from which the build lists the back office's addresses (scripts/prerender-app.mjs). */
export const routes = createRoutesFromElements(adminRoutes);

/** A router at one address of the back office, for rendering at build time. */
const routerAt = (path: string) =>
  function AtPath({ children }: { children: ReactNode }) {
    return (
      <StaticRouter basename="/admin" location={`/admin${path}`}>
        {children}
      </StaticRouter>
    );
  };

/** A page's markup and its critical CSS, rendered once at build time (no session, no data). */
export function render(path: string): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App router={routerAt(path)} />
        </StrictMode>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
