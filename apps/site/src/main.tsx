import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages (entry-server.tsx) arrive with their content: React takes it over as it
// is (a tap made before it has is replayed: lib/earlyClicks.ts). Every other route gets the
// empty shell and renders in the browser.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
