import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';

/** The pages prerendered at build time (scripts/prerender.mjs): the sign-in page. */
export const prerenderedRoutes = ['/login'] as const;

/** A page's markup and its critical CSS, rendered once at build time (no session, no data). */
export function render(path: string): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App
            router={({ children }) => (
              <StaticRouter basename="/admin" location={`/admin${path}`}>
                {children}
              </StaticRouter>
            )}
          />
        </StrictMode>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
