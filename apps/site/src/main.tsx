import { StrictMode } from 'react';
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
// empty shell and renders in the browser.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
