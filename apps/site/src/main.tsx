import { StrictMode, startTransition } from 'react';
import { tokenStore, userIdFromToken, type InitialData } from '@petverse/api';
import { localeOfPath, localePrefix } from '@petverse/ui';
import { App } from './App';
import { PAGE_DATA_ID } from './lib/document';
import { siteI18n } from './lib/i18n';
import { startRenderedSession } from './lib/session';
import { preloadPagesOf } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** Resolves in a task of its own, so the phone can paint or answer a tap before what follows. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The site starts in five tasks. Evaluating the shell's modules as one graph was one 30–40 ms
 * task on this machine (~140 ms on the Lighthouse phone). The shell chunk (React,
 * styled-components, which reads the page's server-rendered styles back as it loads, and our
 * theme) is a script of its own on a server-rendered page and runs first (lib/afterPaint.ts);
 * this file's graph (the site, the router) is evaluated next, React DOM in the next task, the
 * address's page in the next, and React renders in a fifth. React DOM is part of the first load
 * all the same: index.html preloads it beside this file (the `petverse-shell-preloads` plugin of
 * vite.config.ts) and `bench/size.mjs` counts it in the entry.
 */
async function start(container: HTMLElement) {
  // A Hindi page (/hi/…) loads its catalogues with React DOM (the page's HTML names them).
  const locale = localeOfPath(location.pathname);
  const [{ createRoot, hydrateRoot }, i18n] = await Promise.all([
    import('react-dom/client'),
    siteI18n(locale),
  ]);
  document.documentElement.lang = `${locale}-IN`;
  await nextTask();
  // The address's pages (their chunks are preloaded by the HTML), evaluated in a task of their
  // own: React then hydrates them in its first pass, with no gap in which a tap would make it
  // render them afresh (lib/lazyPage.tsx).
  await preloadPagesOf(location.pathname, localePrefix(locale) || undefined);
  await nextTask();
  // A page rendered on request carries the answers it was rendered with: the first render shows
  // them too, so hydration finds the same page (entry-server.tsx).
  const block = document.getElementById(PAGE_DATA_ID);
  const data = block?.textContent;
  // A pet parent's page rendered with their session (ADR 030) is hydrated only by that session;
  // if this browser's is another (or none), the page is rendered afresh for it.
  const renderedFor = block?.dataset.session ?? null;
  const ours = renderedFor === null || renderedFor === userIdFromToken(tokenStore.get());
  const answers = data && ours ? (JSON.parse(data) as InitialData) : undefined;
  if (answers && renderedFor !== null) startRenderedSession(answers, renderedFor);
  const app = (
    <StrictMode>
      <App i18n={i18n} initialData={answers} renderedFor={ours ? renderedFor : null} />
    </StrictMode>
  );
  // Server-rendered pages (entry-server.tsx) arrive with their content: React takes it over as
  // it is (before it has, links and GET forms work as they are, text typed reaches its box's
  // owner as the box hydrates, and a form's Send waits, disabled). Every other route gets the
  // empty shell and renders in the browser. The first render runs as a transition, so it works in
  // slices of a few milliseconds and the phone can answer a tap between them (a default update
  // would hydrate the whole page in one long task); a tap on a part not yet hydrated makes React
  // finish hydrating at once, then handles it.
  startTransition(() => {
    if (container.firstElementChild && ours) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

setTimeout(() => void start(root));
