import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { replayEarlyClicks } from './lib/earlyClicks';

/** Renders nothing; once the root has hydrated, replays the taps made before it had. */
function EarlyClicks() {
  useEffect(replayEarlyClicks, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
    <EarlyClicks />
  </StrictMode>
);
// Prerendered pages (entry-server.tsx) arrive with their content: React takes it over as it
// is. Every other route gets the empty shell and renders in the browser.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
