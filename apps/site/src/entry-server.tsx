import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
export { EARLY_CLICKS_SCRIPT } from './lib/earlyClicks';
import { DEFAULT_DESCRIPTION, PageHeadContext, type PageHead } from './lib/usePageTitle';

/**
 * The routes prerendered at build time (scripts/prerender.mjs): pages that need no data from a
 * request or a session, with the source of their lazy page chunk, which the HTML preloads.
 * Every other route gets the empty shell and renders in the browser.
 */
export const prerenderedRoutes: ReadonlyArray<{ path: string; page: string }> = [
  { path: '/', page: 'src/pages/home/HomePage.tsx' },
  { path: '/about-us', page: 'src/pages/about/AboutPage.tsx' },
  { path: '/our-services', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/pet-services', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/pet-dog-care', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/pet-dog-lifestyle', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/cat-universe', page: 'src/pages/marketing/UniversePage.tsx' },
  { path: '/dog-universe', page: 'src/pages/marketing/UniversePage.tsx' },
  { path: '/privacy-policy', page: 'src/pages/marketing/PrivacyPolicyPage.tsx' },
  { path: '/pet-insurance', page: 'src/pages/services/InsurancePage.tsx' },
  { path: '/training', page: 'src/pages/services/LifestyleHeroPage.tsx' },
  { path: '/transportation', page: 'src/pages/services/LifestyleHeroPage.tsx' },
  { path: '/VetClinicRegistrationForm', page: 'src/pages/forms/FormScreen.tsx' },
];

/** One prerendered page: the root's markup, its critical CSS and its head. */
export interface RenderedPage extends PageHead {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for exactly what the page shows. */
  styles: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one address as the browser's first render will (same tree, no session, no storage),
 * waiting for every lazy chunk, and collects the styles it used.
 */
export async function render(location: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  let head: PageHead = { title: 'Petverse', description: DEFAULT_DESCRIPTION };
  const errors: unknown[] = [];
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PageHeadContext value={(next) => (head = next)}>
          <StrictMode>
            <App router={AtLocation} />
          </StrictMode>
        </PageHeadContext>,
      ),
      {
        // Never outline a large boundary behind a script: the page is whole without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => void errors.push(error),
      },
    );
    const html = await readAll(prelude);
    // A component that failed on the server would hydrate into a different tree: fail the build.
    if (errors.length) throw new AggregateError(errors, `prerendering ${location} failed`);
    return { html, styles: sheet.getStyleTags(), ...head };
  } finally {
    sheet.seal();
  }
}
