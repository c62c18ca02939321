import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { InitialData } from '@petverse/api';
import { App } from './App';
import { PAGE_DATA_ID } from './lib/document';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A page rendered on request carries the answers it was rendered with: the first render shows
// them too, so hydration finds the same page (entry-server.tsx).
const data = document.getElementById(PAGE_DATA_ID)?.textContent;
const app = (
  <StrictMode>
    <App initialData={data ? (JSON.parse(data) as InitialData) : undefined} />
  </StrictMode>
);
// Server-rendered pages (entry-server.tsx) arrive with their content: React takes it over as it
// is (a tap made before it has is replayed: lib/earlyClicks.ts). Every other route gets the
// empty shell and renders in the browser. React starts in a task of its own, after the one that
// ran the modules, and its first render runs as a transition, so it works in slices of a few
// milliseconds and the phone can answer a tap between them (a default update would hydrate the
// whole page in one long task); a tap on a part not yet hydrated makes React finish hydrating
// at once, then handles it.
setTimeout(() =>
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
